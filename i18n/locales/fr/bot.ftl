# Les mots du bot (bot/discord, bot/table/notices.py, bot/table/turns.py). Vocabulaire des règles
# françaises : partie, joueur, place, plateau, coup, main, tour. Discord : salon, fil, MP.

## Langues (/settings)
language-set = Votre langue est maintenant : { $language }.
language-auto = Votre langue suit maintenant celle de votre client Discord : { $language }.
language-unknown = Langues : { $choices }, ou auto.
server-language-set = Les nouvelles tables de ce serveur parlent maintenant { $language } (sauf si { $cmd-game-new } en décide autrement).
server-language-auto = Les nouvelles tables de ce serveur suivent maintenant la langue préférée du serveur (l'anglais sauf si c'est le français ou l'italien).
server-language-guild-only = La langue du serveur se règle dans un serveur.
server-language-not-allowed = Seuls les membres qui peuvent gérer le serveur peuvent régler sa langue.

## Refus et gestion de la table
refused-generic = Ce n'est pas possible maintenant.
options-syntax = Les options s'écrivent `nom=valeur, nom=valeur` ; `{ $part }` ne l'est pas.
missing-permissions = Je ne peux pas animer de partie dans ce salon : il me manque { $count ->
        [one] la permission
       *[other] les permissions
    } { $names } ici. Un administrateur du serveur peut me les donner (paramètres du salon → Permissions → le rôle du bot).
new-timed = cadence : { $speed }, temps écoulé : { $on_timeout ->
        [bot] un bot joue
       *[other] forfait
    }
new-opened = Vous avez ouvert une table { game-de }{ $game } et pris la place 1. Lancez la partie avec { $cmd-game-start } dès qu'au moins { $min ->
    [one] { $min } joueur est assis
   *[other] { $min } joueurs sont assis
}.
new-opened-thread = Vous avez ouvert une table { game-de }{ $game } dans { $channel } et pris la place 1. Lancez la partie avec { $cmd-game-start } là-bas dès qu'au moins { $min ->
    [one] { $min } joueur est assis
   *[other] { $min } joueurs sont assis
}.
new-announce = { $name } a ouvert une table { game-de }**{ $game }** (1/{ $seats ->
    [one] { $seats } place
   *[other] { $seats } places
}). Rejoignez-la avec { $cmd-game-join }.
new-announce-options = { $name } a ouvert une table { game-de }**{ $game }** (1/{ $seats ->
    [one] { $seats } place
   *[other] { $seats } places
} ; { $shown }). Rejoignez-la avec { $cmd-game-join }.
join-reply = Vous avez rejoint la table { game-de }{ $game } (place { $seat }).
join-announce = { $name } a rejoint la table ({ $seats }/{ $max ->
    [one] { $max } place
   *[other] { $max } places
}).
leave-reply = Vous avez quitté la table.
leave-announce = { $name } a quitté la table ({ $seats }/{ $max ->
    [one] { $max } place
   *[other] { $max } places
}).
addbot-not-allowed = Seul le créateur de la table (ou un modérateur) peut ajouter des bots.
addbot-levels = Niveaux des bots : { $levels }.
addbot-reply = { $name } ({ $level }) prend la place { $seat }.
addbot-announce = { $name } ({ $level }) prend la place { $seat } ({ $seat }/{ $max }).
bot-level-easy = facile
bot-level-normal = normal
bot-level-strong = fort
pause-reason = mise en pause par { $name } ; le créateur ou un modérateur la reprend avec { $cmd-game-resume }.
pause-reply = La table est en pause : les horloges sont arrêtées. { $cmd-game-resume } la reprend.
pause-announce = ⏸️ { $name } a mis la partie en pause ; les horloges sont arrêtées.
notify-choose = Choisissez parmi : { $modes }.
notify-set = Quand ce sera votre tour, vous recevrez { $mode ->
        [channel] une mention dans le salon seulement
        [dm] un MP seulement (avec les boutons pour jouer)
       *[both] une mention dans le salon et un MP
    }.

## Lire la table
board-title = **{ $game }** — coup { $seq }.
waiting-for = En attente de : { $waiting }.
nobody = personne
seat-label = { $name } (place { $seat })
tag-bot = (bot)
tag-left = ({ $why ->
        [dropped] exclu
        [forfeit] forfait
       *[other] abandon
    })
hand-no-seat = Vous n'avez pas de place à cette table, donc pas de main à montrer.
hand-not-started = La partie n'a pas encore commencé ; votre main est distribuée au début.
hand-title = **{ $game }** — votre vue privée (place { $seat }) :
hand-to-act = À vous de jouer : { $prompt } ({ $cmd-move })
unknown-game = Jeu inconnu `{ $game }`. Disponibles : { $games }.
not-started = La partie n'a pas encore commencé.
game-over = Cette partie est terminée.
status-open = Table { game-de }**{ $game }**, en attente du début ({ $seated }/{ $max ->
    [one] { $max } place
   *[other] { $max } places
}).
    { $seats }
    Options : { $options }. Rejoignez-la avec { $cmd-game-join }.
status-running = **{ $game }** — coup { $seq }. En attente de : { $waiting }.
status-paused = **En pause :** { $why }
clocks-left = Temps restant ({ $speed }){ $stopped ->
        [true] {" "}(horloges arrêtées)
       *[false] {""}
    } :
final-scores = **Scores finaux**
final-line = { $rank }. { $name } : **{ $score }** — { $parts }
winners = { $count ->
        [one] Vainqueur
       *[other] Vainqueurs
    } : { $names }

## Coups
moves-nothing = Vous n'avez rien à décider maintenant ; en attente de { $waiting }.
moves-title = Vos coups légaux (tapez-en un avec { $cmd-move }, ou choisissez dans son autocomplétion) :
moves-amount = • ou tapez un montant : de `{ $low }` à `{ $high }`{ $step ->
        [1] {""}
       *[other] , par pas de { $step }
    }
moves-more = … et d'autres : commencez à taper dans { $cmd-move } pour filtrer ({ $count } en tout).
moves-explain = Un mot inconnu ? Demandez à { $cmd-explain } : vous seul voyez la réponse.
amount-typed = { $amount } (le montant tapé)

## Boutons et choix privés
buttons-not-running = Cette partie n'est plus en cours ; ces boutons ne font plus rien.
buttons-no-seat = Ces boutons n'appartiennent à aucune place.
buttons-not-yours = Ces boutons sont pour { $name }. Utilisez { $cmd-hand } ou { $cmd-move } pour votre propre place.
buttons-bot-seat = Un bot joue cette place maintenant.
move-already-applied = Ce coup a déjà été joué.
buttons-stale = Ces boutons datent d'une position antérieure ; utilisez le dernier message ou { $cmd-move }.
buttons-moved-on = La partie a avancé depuis ces boutons ; voici vos choix actuels.
move-choice-gone = Ce choix n'est plus disponible ; utilisez { $cmd-move } `help`.
nothing-to-decide = Vous n'avez rien à décider pour l'instant.
private-choices = { $prompt } (vous seul voyez ces choix)

## Annonces
game-begins = La partie { game-de }**{ $game }** commence. Joueurs : { $players }.
your-turn-line = <@{ $user }> — { $prompt }
private-title = Votre vue privée dans **{ $game }** (place { $seat }) :
private-prompt = à vous de jouer ; les choix sont privés : utilisez le bouton ci-dessous ou { $cmd-move }.
story-more = … ({ $count ->
        [one] { $count } autre événement
       *[other] { $count ->
    [one] { $count } autre événement
   *[other] { $count } autres événements
}
    }) …

## Composants de décision
seat-n = place { $seat }
choose-privately-for = { $name } : choisir en privé
select-placeholder = Choisissez votre coup…
select-placeholder-some = { $shown ->
    [one] { $shown } coup affiché
   *[other] { $shown } coups affichés
} sur { $total } ; { $cmd-move } les liste tous
select-more = Plus ({ $count ->
    [one] { $count } autre
   *[other] { $count } autres
}) : utilisez { $cmd-move }
select-more-description = Tapez { $cmd-move } et choisissez dans la liste d'autocomplétion.
select-too-long = Cette liste est trop longue pour un menu : tapez { $cmd-move } et choisissez votre coup dans la liste d'autocomplétion (tapez pour filtrer).
not-a-member-any-more = Vous n'êtes plus membre du serveur de cette partie, vous ne pouvez donc pas jouer.
# a DM button of a table another bot process runs, while that process is down (bot/discord/relay.py)
table-process-restarting = Le processus de cette table redémarre, rien n'a donc changé : réessayez dans une minute.

## Fils (/game new thread:)
# a table's thread, named in the table's language
thread-name = { $game } — table ouverte par { $name }
thread-text-channel-only = Les fils ne peuvent être ouverts que depuis un salon textuel.
thread-no-permission = Je ne peux pas ouvrir de fil ici : il me faut les permissions **Créer des fils publics** et **Envoyer des messages dans les fils**.
thread-cap-reached = Ce serveur a atteint la limite de fils actifs fixée par Discord : je ne peux pas en ouvrir un pour votre table (rien n'a été créé). Ouvrez la table ici, sans `thread`, ou demandez à un modérateur d'archiver les fils qui ne servent plus.

## Le message d'état tenu à jour (bot/discord/status_post.py)
status-post-head = 📌 **Où en est la partie** (tenu à jour ; dernier changement { $when })

## Les phrases du service des tables, redites dans la langue du lecteur (bot/discord/said.py)
svc-no-game = Il n'y a pas de partie ici. Ouvrez-en une avec { $cmd-game-new }.
svc-players = { $game } se joue de { $min } à { $max ->
    [one] { $max } joueur
   *[other] { $max } joueurs
}, pas { $seats }.
svc-not-restored = La partie de ce salon (n° { $table }) n'a pas pu être restaurée après une mise à jour ; ses coups sont conservés. Demandez à l'opérateur du bot, ou utilisez un autre salon.
svc-channel-taken = Ce salon a déjà une table { game-de }{ $game } ({ $status ->
        [open] ouverte
        [running] en cours
       *[other] { $status }
    }). Terminez-la ou annulez-la avec { $cmd-game-cancel } d'abord, ou utilisez un autre salon.
svc-started-watch = Cette partie a déjà commencé ; vous pouvez la suivre avec { $cmd-game-board }.
svc-table-full = La table est complète ({ $seats ->
    [one] { $seats } place
   *[other] { $seats } places
}).
svc-already-seated = Vous êtes déjà assis à cette table.
svc-use-resign = La partie a commencé : utilisez { $cmd-game-resign } pour laisser votre place à un bot.
svc-not-seated = Vous n'êtes pas assis à cette table.
svc-creator-cancels = Vous avez créé cette table : utilisez { $cmd-game-cancel } pour la fermer.
svc-already-started = Cette partie a déjà commencé.
svc-start-not-allowed = Seul le créateur de la table (ou un modérateur) peut la lancer.
svc-needs-players = { $game } demande au moins { $min ->
    [one] { $min } joueur
   *[other] { $min } joueurs
} ; { $seated } assis. D'autres peuvent faire { $cmd-game-join }.
svc-started = La partie { game-de }{ $game } a commencé.
svc-cancel-not-allowed = Seul le créateur de la table ou un modérateur peut annuler cette partie.
svc-cancel-over = Cette partie est terminée ; il n'y a rien à annuler.
svc-cancelled = Partie annulée.
svc-use-leave = La partie n'a pas commencé : utilisez plutôt { $cmd-game-leave }.
svc-no-seat = Vous n'avez pas de place dans cette partie.
svc-resigned = Vous avez abandonné ; un bot joue votre place désormais.
svc-pause-ended = Seule une partie non terminée peut être mise en pause.
svc-pause-not-allowed = Seul le créateur de la table ou un modérateur peut la mettre en pause.
svc-already-paused = Cette table est déjà en pause : { $why }
svc-resume-not-allowed = Seul le créateur de la table ou un modérateur peut la reprendre.
svc-not-paused = Cette table n'est pas en pause.
svc-resumed = La table reprend.
svc-not-playing = Vous ne jouez pas dans cette partie ; vous pouvez la suivre avec { $cmd-game-board }.
svc-own-seat = Vous ne pouvez jouer que pour votre propre place.
svc-paused = Cette table est en pause : { $why }
svc-type-a-move = Tapez un coup, p. ex. { $cmd-move } `take 2.1` ; { $cmd-move } `help` liste vos coups légaux.
svc-engine-failed = Le moteur de règles a échoué sur ce coup ; rien n'a changé.
svc-played = Joué : `{ $moves }`.
text-as-given = { $text }

## Historique et /games
log-empty = Rien ne s'est encore passé.
log-head = **{ $game }** — { $count ->
        [one] le dernier événement
       *[other] les { $count ->
    [one] { $count } dernier événement
   *[other] { $count } derniers événements
}
    } (coup { $seq }) :
replay-head = **{ $game }** — le plateau après le coup { $move } sur { $seq }.
export-complete = Le compte rendu complet de la partie (graine, options, places, chaque coup) : `caravanserai replay FICHIER` la rejoue et la vérifie.
export-public = Le compte rendu public jusqu'ici (places, options, journal public, plateau). Le compte rendu complet, avec chaque coup, peut être exporté une fois la partie terminée.
games-none = Vous ne jouez à aucune table de ce serveur en ce moment.
games-head = Vos parties sur ce serveur ({ $count }) :
games-your-turn = **à vous de jouer**
games-waiting = en attente de { $names }
games-left = { $time } restant
games-paused = (en pause)
games-line = • **{ $game }** dans { $channel } : { $turn }
games-more = … et { $count } de plus.

## Un problème (bot/discord/incidents.py)
apology = Désolé, quelque chose s'est mal passé de mon côté (incident `{ $incident }`). Rien n'a changé sauf si une réponse l'a dit ; réessayez, et donnez l'identifiant de l'incident à l'opérateur du bot si cela se répète.

## Vérifications avant qu'une table existe (bot/discord/limits.py)
lim-thread-post = Vous ne pouvez pas écrire dans ce fil, donc pas y ouvrir de table.
lim-channel-post = Vous ne pouvez pas écrire dans ce salon, donc pas y ouvrir de table.
lim-no-threads = Vous n'avez pas le droit de créer des fils dans ce salon, je n'en ouvrirai donc pas pour vous. Ouvrez la table ici (sans `thread`), ou demandez à un modérateur.
lim-over-cap = Vous avez déjà { $count } { $count ->
        [one] table
       *[other] tables
    } en attente de début sur ce serveur (au plus { $cap }). Lancez-en une ou annulez-la avec { $cmd-game-cancel } d'abord.
lim-cap = Vous avez déjà { $count } { $count ->
        [one] table
       *[other] tables
    } à vous sur ce serveur (au plus { $cap }) : { $parts }. Lancez ou annulez avec { $cmd-game-cancel } une table en attente, terminez une partie, ou patientez : un fil compte pendant une heure après son ouverture.
lim-cap-waiting = { $count } en attente de début
lim-cap-solo = { $count } en cours où vous jouez seul contre des bots
lim-cap-threads = { $count } { $count ->
        [one] fil ouvert
       *[other] fils ouverts
    } depuis moins d'une heure pour des tables fermées depuis
lim-hand-closed = Vous avez quitté cette partie (un bot joue votre place), sa vue privée vous est donc fermée.

## /privacy
privacy-nothing = Je ne garde rien sur vous : vous n'avez pas joué, ouvert de table ni ne vous êtes inscrit.
privacy-head = **Ce que je garde sur vous**
privacy-id = - votre identifiant Discord `{ $id }`
privacy-names = - le nom que vous aviez en vous asseyant : { $names }
privacy-seats = - des places à { $count ->
    [one] { $count } table
   *[other] { $count } tables
} ({ $statuses } ; { $games })
privacy-created = - { $count ->
    [one] { $count } table
   *[other] { $count } tables
} que vous avez ouvertes
privacy-moves = - { $count ->
    [one] { $count } coup
   *[other] { $count } coups
} que vous avez joués (les journaux des parties)
privacy-tournaments = - { $count ->
    [one] { $count } inscription
   *[other] { $count } inscriptions
} à des tournois
privacy-rating = - une cote { $game } sur le serveur `{ $guild }` : { $rating } après { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
privacy-results = - { $count ->
    [one] { $count } résultat
   *[other] { $count } résultats
} de parties (rang, score)
privacy-settings = - vos réglages : { $settings }
privacy-status = { $count } { $status ->
        [open] { $count ->
            [one] ouverte
           *[other] ouvertes
        }
        [running] en cours
        [finished] { $count ->
            [one] terminée
           *[other] terminées
        }
        [cancelled] { $count ->
            [one] annulée
           *[other] annulées
        }
        [abandoned] { $count ->
            [one] abandonnée
           *[other] abandonnées
        }
       *[other] { $status }
    }
privacy-kept = Les parties sont gardées tant que le bot fonctionne, pour pouvoir être rejouées et pour que les tournois gardent leurs résultats ; les messages ne sont gardés que jusqu'à leur envoi. { $cmd-privacy-forget } efface votre identifiant et votre nom : vous abandonnez les parties en cours, vos cotes et réglages sont supprimés, et vos parties terminées gardent vos coups sous une place anonyme. Les messages déjà publiés dans les salons appartiennent à chaque serveur.
forgotten-done = C'est fait : je ne garde plus votre identifiant ni votre nom.
forgotten-resigned = Vous avez abandonné { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} en cours (un bot continue).
forgotten-tables = { $count ->
    [one] { $count } table ouverte
   *[other] { $count } tables ouvertes
} ont été quittées ou fermées.
forgotten-tournaments = Vous avez quitté { $count ->
    [one] { $count } tournoi
   *[other] { $count } tournois
}.
forgotten-pending = Certaines de vos tables sont gérées par un autre processus du bot : l'oubli s'y achève dans un instant, ou dès que ce processus reprend.
forget-cooldown = Vous avez demandé l'oubli il y a un instant ; vous pourrez le redemander dans { $minutes ->
    [one] une minute
   *[other] { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}
}.
forget-not-yours = Seule la personne qui l'a demandé peut confirmer.
forget-expired = Cette confirmation a expiré ; utilisez à nouveau { $cmd-privacy-forget }.
forget-button = M'oublier
forget-confirm = Ceci efface votre identifiant Discord et votre nom de tout ce que je garde : vos cotes et réglages sont supprimés, vos parties terminées gardent vos coups sous une place anonyme, les tables ouvertes que vous avez créées sont fermées. C'est irréversible. Appuyez sur **M'oublier** pour confirmer.
forget-confirm-running = Ceci efface votre identifiant Discord et votre nom de tout ce que je garde : vos cotes et réglages sont supprimés, vos parties terminées gardent vos coups sous une place anonyme, les tables ouvertes que vous avez créées sont fermées, et vous **abandonnez { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} en cours** (un bot continue). C'est irréversible. Appuyez sur **M'oublier** pour confirmer.

## Une table où le bot ne peut plus écrire (bot/discord/client.py)
blocked-missing = il me manque { $count ->
        [one] la permission
       *[other] les permissions
    } { $names }
blocked-reason = Je ne peux pas écrire dans { $channel } : { $reason }.
blocked-dm = Votre table { game-de }{ $game } est en pause. { $paused } Une fois qu'un modérateur a réglé le problème (paramètres du salon → Permissions, ou déverrouiller le fil), utilisez { $cmd-game-resume } là-bas ; la partie reprend où elle en était.

## Les parties sur plusieurs jours : le MP de tour, les rappels, les dépassements de temps
turn-dm = C'est votre tour dans **{ $game }**
turn-reminder-dm = ⏰ Rappel : votre coup dans **{ $game }**
turn-in = (dans { $channel })
turn-time-left = Temps restant : **{ $time }**.
turn-reminder = ⏰ <@{ $user }>, votre coup dans **{ $game }** vous attend.
timeout-forfeit = ⏰ { $name } n'a plus de temps et déclare forfait ; un bot termine sa place.
timeout-dropped = ⏰ { $name } a dépassé son temps { $count } fois de suite ; un bot joue sa place jusqu'à la fin de la partie.
timeout-bot = ⏰ { $name } n'a plus de temps ; un bot a joué son coup.

## /move undo (bot/table/undo.py) : refus à l'appelant, l'annonce dans la langue de la table
undo-not-running = Seul un coup d'une partie en cours peut être repris.
undo-nothing = Il n'y a pas encore de coup à reprendre.
undo-not-yours = Seul votre propre dernier coup peut être repris, et quelqu'un d'autre a joué depuis.
undo-drew = Ce coup a tiré au hasard (une carte, une tuile…) : il ne peut pas être annulé.
undo-passed-on = Ce coup a passé la main (quelqu'un d'autre doit jouer maintenant) : il ne peut pas être annulé.
undo-revealed = Ce coup a révélé quelque chose de caché ou tiré une carte : il ne peut pas être annulé.
undo-done = Votre dernier coup a été repris.
undo-headline = ↩️ { $name } a repris son dernier coup.
undo-headline-what = ↩️ { $name } a repris son dernier coup, qui ne compte plus : { $what }
replay-no-move = Le coup { $move } n'existe pas : cette partie a les coups 0 à { $seq }.

## Un coup refusé (bot/table/move_refusals.py) : l'explication du moteur, puis ce qui est permis
refused-then = puis
refused-after-steps = { $count ->
        [one] Jouable
       *[other] Jouables
    } maintenant : { $steps }. { $count ->
        [one] Après ce coup
       *[other] Après ces coups
    }, la suite ne l'est pas : { $reason }
allowed-now = Permis maintenant : { $moves }{ $more ->
        [0] {""}
       *[other] {" "}… et { $more } de plus
    }.
score-total = total
not-your-turn = Ce n'est pas votre tour : en attente de { $waiting }.

## Les annonces du service, redites (bot/table/notices.py, bot/discord/delivery.py)
svc-resigned-headline = { $name } abandonne ; un bot joue sa place.
svc-resumes-headline = La partie reprend.
svc-cancelled-notice = La partie { game-de }{ $game } a été annulée.
expired-open = La partie { game-de }{ $game } a été annulée. Personne ne l'a lancée dans les { $hours } { $hours ->
        [one] heure
       *[other] heures
    }.

## Réglages de table et options de jeu de /game new
set-unknown-speed = Cadence inconnue `{ $speed }`. Cadences : { $speeds }.
set-on-timeout = `on_timeout` vaut `bot` ou `forfeit`, pas `{ $value }`.
set-max-timeouts = `max_timeouts` est entre 1 et 10.
set-bot-level = Les bots qui remplacent un joueur sont `normal` ou `strong`, pas `{ $level }`.
set-unknown = Inconnu parmi les réglages de table : { $names }.
opt-bool = l'option { $name } attend true ou false, pas { $value }
opt-int = l'option { $name } attend un nombre entier, pas { $value }
opt-choice = l'option { $name } doit valoir l'un de : { $allowed }
opt-unknown = option inconnue { $names } pour { $game } (options : { $options ->
        [none] aucune
       *[other] { $options }
    })
option-almadi-characters = Jouer avec la variante des Personnages.
option-almadi-start_tiles = Tuiles de départ : choisies dans l'ordre inverse du tour, ou distribuées au hasard.
option-emira-advanced = Jeu avancé : cartes Restauration, piste palace.
option-emira-reveal_objectives = Révéler tous les objectifs à la fin (sinon seulement ceux des vainqueurs).
option-emira-base_income = L'or que chaque cheik gagne à chaque manche avant les caravanes (la valeur imprimée est inconnue ; avec 100, quelques parties prudentes à 3 joueurs s'enlisent jusqu'à la manche 100 ; avec 150, aucune).

## Les messages de la livraison elle-même (bot/discord/delivery.py)
catch-up-head = **Rattrapage** : { $count ->
    [one] { $count } mise à jour
   *[other] { $count } mises à jour
} n'ont pas pu être envoyées sur le moment.
catch-up-head-since = **Rattrapage** (depuis { $when }) : { $count ->
    [one] { $count } mise à jour
   *[other] { $count } mises à jour
} n'ont pas pu être envoyées sur le moment.
catch-up-skipped = … ({ $count ->
    [one] { $count } événement
   *[other] { $count } événements
} plus anciens) …
delivery-late = *En retard : ceci s'est passé { $when }.*
dm-failed = <@{ $user }>, je ne peux pas vous envoyer de messages privés ({ $why ->
        [dm_closed] vos MP sont fermés
       *[other] Discord refuse mes messages privés vers vous
    }), vos cartes privées ne vous sont donc pas envoyées : utilisez { $cmd-hand } ici à tout moment pour les voir (vous seul verrez la réponse).
# pourquoi Discord a arrêté une table (bot/discord/http_errors.py)
refusal-missing-access = je ne vois plus ce salon (Missing Access)
refusal-missing-permissions = il me manque une permission dans ce salon (Missing Permissions)
refusal-thread-archived = le fil est archivé et verrouillé
refusal-thread-locked = le fil est verrouillé
refusal-code = Discord l'a refusé avec le code { $code } ({ $detail })

## Le /caravanserai status de l'opérateur (bot/discord/ops_cog.py)
ops-not-allowed = Seul le propriétaire du bot (ou le rôle qu'il a désigné) peut voir son état.
ops-seconds = { $n } s
ops-minutes = { $n } min
ops-hours = { $n } h
ops-days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}
ops-head = **Caravanserai { $version }** — en marche depuis { $up }, sur { $servers } { $servers ->
        [one] serveur
       *[other] serveurs
    }
ops-health-ok = Santé : tout va bien
ops-health = Santé : **{ $reasons }**
ops-tables = Tables : { $running } en cours, { $open ->
    [one] { $open } ouverte
   *[other] { $open } ouvertes
}
ops-outbox = File d'envoi : { $count } à livrer{ $count ->
        [0] {""}
       *[other] , la plus ancienne depuis { $oldest }
    }
ops-incidents = Derniers incidents :
ops-incident = - `{ $id }` il y a { $ago }{ $where } : { $error }{ $table }
ops-incident-where = {" "}dans { $where }
ops-incident-table = , table { $table }
ops-no-incidents = Aucun incident depuis le démarrage.
ops-where-command = une commande
ops-where-reply = une réponse
ops-where-private-button = un bouton de choix privé
ops-where-menu = un menu de décision
ops-where-component = un composant de décision
ops-where-game-autocomplete = l'autocomplétion du jeu
ops-where-options-autocomplete = l'autocomplétion des options
ops-where-move-autocomplete = l'autocomplétion de { $cmd-move }
health-gateway = passerelle déconnectée
health-db-closed = base de données fermée
health-db-unreachable = base de données injoignable ({ $error })
health-scheduler = planificateur arrêté
health-outbox-stuck = file d'envoi bloquée ({ $count ->
    [one] { $count } message
   *[other] { $count } messages
}, le plus ancien depuis { $age } s)

## Les noms que Discord donne aux permissions dont une table a besoin
perm-view-channel = Voir le salon
perm-send-messages = Envoyer des messages
perm-attach-files = Joindre des fichiers
perm-send-in-threads = Envoyer des messages dans les fils

## Le temps restant d'une pendule (bot/table/clock.py)
clock-days-hours = { $d } j { $h } h
clock-days = { $d } j
clock-hours-minutes = { $h } h { $m } min
clock-hours = { $h } h
clock-minutes = { $m } min
clock-seconds = { $s } s

# la description (texte alternatif) d'une image du plateau, coupée aux 1 024 caractères de Discord
alt-text-more = … Tout le plateau en toutes lettres : { $cmd-game-board } { cmd-game-board-opt-text }:True
alt-text-explain = Un mot à comprendre : { $cmd-explain }
board-text-file = Tout le plateau en toutes lettres est dans le fichier joint.
