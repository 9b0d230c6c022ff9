# Tournois (bot/discord/tournament_logic.py, bot/tournaments/*) : les réponses aux organisateurs
# et aux joueurs dans leur langue ; les messages du salon, le classement et les avis des tables
# dans la langue du tournoi. Fluent retire les blancs en début et fin de valeur.

## Noms partagés
tourn-format = { $format ->
    [swiss] suisse
    [roundrobin] toutes rondes
   *[elimination] élimination
}
tourn-rule = { $rule ->
    [bots] bots
   *[standing] score actuel
}
tourn-how = { $rule ->
    [bots] les bots ont joué la suite
   *[standing] classement au score actuel
}
tourn-status = { $status ->
    [registering] inscriptions
    [running] en cours
    [finished] terminé
   *[cancelled] annulé
}
tourn-verb = { $verb ->
    [pause] la mettre en pause
    [resume] la reprendre
   *[cancel] l'annuler
}
tourn-speed = { $speed ->
    [untimed] sans limite de temps
    [live] en direct
   *[other] { $speed }
}
tourn-sizes = tables de { $size }
tourn-sizes-range = tables de { $min } à { $max }
tourn-describe = { $game }, { $format }, { $sizes }{ $rounds ->
    [0] {""}
    [one] , { $rounds } ronde
   *[other] , { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
}, cadence { $speed }{ $rated ->
    [true] {""}
   *[false] , non classé
}, rondes de { $days } { $day_count ->
    [one] jour
   *[other] jours
} (puis { $rule }){ $cap ->
    [0] {""}
   *[other] , { $cap ->
    [one] { $cap } place
   *[other] { $cap } places
}
}{ $checkin ->
    [true] , avec confirmation
   *[false] {""}
}{ $seeding ->
    [rating] , ordre initial selon la cote
   *[random] {""}
}
tourn-default-name = { $game } { $format }
tourn-thread = { $name } — ronde { $round }, table { $tab }
tourn-verbatim = { $text }
tourn-lines = { $lines }
tourn-time-left = { $days ->
    [0] { $hours ->
        [0] moins d'une heure
       *[other] { $hours } h
    }
    [one] { $days } jour{ $hours ->
        [0] {""}
       *[other] {" "}{ $hours } h
    }
   *[other] { $days ->
    [one] { $days } jour
   *[other] { $days } jours
}{ $hours ->
        [0] {""}
       *[other] {" "}{ $hours } h
    }
}

## Refus
tourn-none-here = Il n'y a pas de tournoi dans ce salon. Un organisateur en ouvre un avec { $cmd-tournament-new }.
tourn-organisers-only = Seul un organisateur peut faire cela : quelqu'un qui peut gérer le serveur, ou qui a le rôle d'organisateur ({ $cmd-tournament-config }).
tourn-role-manage-only = Seuls les membres qui peuvent gérer le serveur choisissent le rôle d'organisateur.
tourn-bad-points = Les points s'écrivent de la meilleure place à la dernière, comme `6,4,2,0` ; `{ $text }` ne convient pas.
tourn-bad-places = Les rangs se donnent dans l'ordre des places, comme `2,1,3,4` (la place 1 est deuxième) ; `{ $text }` ne convient pas.
tourn-channel-taken = Ce salon a déjà un tournoi ; terminez-le ou annulez-le d'abord.
tourn-unknown-game = Jeu inconnu : `{ $game }`.
tourn-no-such = Il n'y a pas de tournoi n° { $id }.
tourn-registration-closed = Les inscriptions à ce tournoi sont closes.
tourn-already-registered = Vous êtes déjà inscrit.
tourn-started-use-drop = Le tournoi a commencé : abandonnez plutôt ({ $cmd-tournament-drop }).
tourn-not-registered = Vous n'êtes pas inscrit.
tourn-checkin-closed = La confirmation n'est possible qu'avant le début.
tourn-no-checkin = Ce tournoi ne demande pas de confirmation : vous êtes inscrit.
tourn-checkin-not-registered = Vous n'êtes pas inscrit : d'abord { $cmd-tournament-join }.
tourn-not-waiting = Ce tournoi n'attend pas de commencer.
tourn-too-few = Il faut d'abord au moins { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} { $checkin ->
    [true] ayant confirmé
   *[false] inscrits
}.
tourn-not-running = Ce tournoi n'est pas en cours.
tourn-you-not-playing = Vous ne jouez pas dans ce tournoi.
tourn-they-not-playing = { $player } ne joue pas dans ce tournoi.
tourn-over = Ce tournoi est terminé.
tourn-player-not-registered = Ce joueur n'est pas inscrit.
tourn-replacement-registered = Le remplaçant est déjà inscrit.
tourn-no-table = La ronde { $round } n'a pas de table { $tab }.
tourn-table-has-result = La table { $tab } a déjà son résultat.
tourn-score-places = La table { $tab } compte { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
} : donnez { $count ->
    [one] { $count } rang
   *[other] { $count } rangs
} dans l'ordre des places, p. ex. `{ $example }`.
tourn-place-taken = { $place } a déjà une autre partie.
tourn-seats-mismatch = Les places de { $place } ne correspondent pas à l'appariement.
tourn-guard = Cette table appartient au tournoi n° { $id } : seuls ses organisateurs ou un modérateur peuvent { $what } ({ $cmd-tournament-pause }, { $cmd-tournament-score }).
tourn-config-format = format inconnu « { $format } » ; choisissez parmi { $choices }
tourn-config-bounds = les tailles de table doivent vérifier 1 ≤ minimum ≤ maximum, pas { $min }–{ $max }
tourn-config-game-size = ce jeu se joue de { $game_min } à { $game_max ->
    [one] { $game_max } joueur
   *[other] { $game_max } joueurs
} ; des tables de { $min } à { $max } ne conviennent pas
tourn-config-speed = cadence inconnue « { $speed } » ; choisissez parmi { $choices }
tourn-config-at-deadline = à-échéance vaut { $choices }
tourn-config-repeats = revanches vaut { $choices }
tourn-config-seeding = ordre-initial vaut { $choices }
tourn-config-language = langue vaut { $choices }
tourn-config-round-days = jours-ronde est entre 0 (selon la cadence) et 90
tourn-config-cap = un plafond de { $cap } ne remplit pas une table de { $min }
tourn-config-swiss-rounds = un tournoi suisse demande au moins une ronde
tourn-config-negative-rounds = le nombre de rondes ne peut pas être négatif
tourn-config-points = les points doivent donner { $count ->
    [one] { $count } valeur
   *[other] { $count } valeurs
}, de la meilleure place à la dernière, sans jamais augmenter
tourn-config-advance = en élimination, il doit passer moins de joueurs que n'en compte la plus petite table (qualifiés { $advance }, plus petite table { $min })

## Inscriptions et commandes
tourn-role-set = Les membres ayant { $role } peuvent maintenant organiser des tournois sur ce serveur.
tourn-opened-reply = Le tournoi **{ $name }** (n° { $id }) est ouvert aux inscriptions : { $cmd-tournament-join }. Lancez-le avec { $cmd-tournament-start } quand tout le monde est là.
tourn-opened-post = 🏆 **{ $name }** est ouvert : { $what }. Inscrivez-vous avec { $cmd-tournament-join }.
tourn-join-waiting = **{ $name }** est complet ({ $cap ->
    [one] { $cap } place
   *[other] { $cap } places
}) : vous êtes n° { $place } sur la liste d'attente et aurez une place si quelqu'un se retire.
tourn-waiting-post = { $player } est sur la liste d'attente de **{ $name }**.
tourn-join-checkin = Vous êtes inscrit à **{ $name }** ({ $count ->
    [one] { $count } joueur
   *[other] { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
}). Confirmez avec { $cmd-tournament-checkin } avant le début : les joueurs qui ne l'ont pas fait sont écartés.
tourn-join-reply = Vous êtes inscrit à **{ $name }** ({ $count ->
    [one] { $count } joueur
   *[other] { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
}).
tourn-joined-post = { $player } s'est inscrit à **{ $name }** ({ $count ->
    [one] { $count } joueur
   *[other] { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
}).
tourn-left = Vous vous êtes retiré du tournoi.
tourn-promoted-post = { $player } obtient une place dans le tournoi (depuis la liste d'attente).
tourn-checked-in = Votre présence est confirmée. Bonne chance !
tourn-started = **{ $name }** a commencé.
tourn-dropped-you = Vous avez abandonné : un bot termine votre partie, et vous ne serez plus apparié.
tourn-dropped-them = { $player } est retiré : un bot termine sa partie, et il ne sera plus apparié.
tourn-dropped-post = { $player } a été retiré du tournoi par un organisateur.
tourn-replace-reply = { $new } reprend cette inscription (et son classement){ $seat ->
    [true] {" "}ainsi que sa place dans la partie en cours
   *[false] {""}
}.
tourn-replace-post = { $new } remplace { $old } dans le tournoi{ $seat ->
    [true] {" "}ainsi que sa place dans la partie en cours
   *[false] {""}
}.
tourn-scored = Le résultat de la table { $tab } est enregistré ; sa partie est close.
tourn-still-playing = La ronde { $round } est en cours ; rien ne manquait. Tables encore en jeu : { $tables }.
tourn-table-state = { $tab } ({ $state })
tourn-nothing-waiting = Rien n'attendait d'être apparié.
tourn-export = **{ $name }** : rondes, tables, résultats et classement (JSON et CSV).
tourn-cancelled = Le tournoi est annulé.
tourn-cancelled-post = **{ $name }** a été annulé par son organisateur.
tourn-pause-reason = le tournoi est mis en pause par { $name }.
tourn-paused = { $count ->
    [one] { $count } table { $verb ->
        [paused] mise en pause
       *[resumed] reprise
    }
   *[other] { $count ->
    [one] { $count } table
   *[other] { $count } tables
} { $verb ->
        [paused] mises en pause
       *[resumed] reprises
    }
}.
tourn-deadline-moved = L'échéance de la ronde est repoussée de { $left }.
tourn-deadline-held = L'échéance de la ronde est suspendue jusqu'à { $cmd-tournament-resume }.

## Ce que l'organisateur apprend du déroulement
tourn-not-seated = Non placés (sans confirmation, ou au-delà du plafond) : { $players }
tourn-report-over = Le tournoi est terminé.
tourn-report-paired = Ronde { $round } appariée : { $count ->
    [one] { $count } table
   *[other] { $count ->
    [one] { $count } table
   *[other] { $count } tables
}
}.
tourn-report-opened = Table { $tab } ouverte.
tourn-failed-table = table { $tab } ({ $why })
tourn-report-open-failed = Impossible d'ouvrir { $tables }. Nouvel essai automatique <t:{ $due }:R>.
tourn-report-game-gone = Table { $tab } : sa partie { $session } est { $status }.
tourn-report-cancelled = La table { $tab } a été annulée : arbitrée ({ $rule }).
tourn-report-new-thread = Table { $tab } : son fil avait disparu ; elle continue dans un nouveau.

## Messages du salon
tourn-round-title = 🏆 **{ $name }** — ronde { $round }
tourn-round-table = Table { $tab } : { $where } — { $players }
tourn-byes = Exempt : { $players }
tourn-over-title = 🏆 **{ $name }** est terminé !
tourn-podium = { $medal } { $player } — { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
tourn-late-open = 🧵 La table { $tab } est ouverte : { $thread } — { $players }
tourn-timeouts-drop = { $players } { $count ->
    [one] a dépassé son temps trop souvent et quitte
   *[other] ont dépassé leur temps trop souvent et quittent
} le tournoi (le classement est conservé ; plus d'appariement).
tourn-closes-in = ⏳ **{ $name }** — la ronde { $round } se termine dans { $left } (<t:{ $end }:f>). Encore en jeu : { $count ->
    [one] table
   *[other] tables
} { $tabs }. Les tables non finies seront alors arbitrées ({ $rule }).
tourn-unplayed = ⚖️ **{ $name }** — { $count ->
    [one] la table { $tabs } de la ronde { $round } n'a jamais commencé : ses joueurs
   *[other] les tables { $tabs } de la ronde { $round } n'ont jamais commencé : leurs joueurs
} se partagent les places.
tourn-adjudicated = ⚖️ **{ $name }** — la ronde { $round } a atteint son échéance : { $count ->
    [one] table { $tabs } arbitrée
   *[other] tables { $tabs ->
    [one] { $tabs } arbitrée
   *[other] { $tabs } arbitrées
}
} ({ $how }).

## Dans le fil d'une table
tourn-why-deadline = La ronde { $round } a atteint son échéance.
tourn-why-cancelled = Cette table de tournoi a été annulée : elle est donc arbitrée.
tourn-by-bots = ⚖️ { $why } Les bots ont joué { $count ->
    [one] la décision restante
   *[other] les { $count ->
    [one] { $count } décision restante
   *[other] { $count } décisions restantes
}
}.
tourn-by-standing = ⚖️ { $why } La partie s'arrête ici, classée selon les scores actuels :
tourn-scored-post = 🏁 L'organisateur a fixé le résultat de cette table : { $places }
tourn-continues = ♻️ La partie continue.
tourn-continues-here = ♻️ Le fil de cette table a été supprimé : la partie continue ici.

## Classement, infos, cotes
tourn-standings-title = **{ $name }** — classement après la ronde { $round } ({ $status })
tourn-standings-row = { $rank }. { $player }{ $dropped ->
    [true] {" "}(retiré)
   *[false] {""}
} — **{ $points }** pts (adv. { $opp }, score { $score }, { $games ->
    [one] { $games } partie
   *[other] { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
})
tourn-standings-more = … et { $count } de plus.
tourn-standings-image-title = { $name } — ronde { $round }
tourn-standings-image-row = { $rank }. { $player }{ $dropped ->
    [true] {" "}(retiré)
   *[false] {""}
} — { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}  (adv. { $opp }, score { $score })
tourn-no-games = Aucune partie pour l'instant.
tourn-info-title = **{ $name }** (n° { $id }) : { $what } — { $status }, ronde { $round }.
tourn-info-language = Langue : { $language }
tourn-info-players = Joueurs : { $players }
tourn-info-no-players = Joueurs : aucun pour l'instant
tourn-info-waiting = Liste d'attente : { $players }
tourn-info-closes = La ronde { $round } se termine <t:{ $end }:R> (puis { $rule }).
tourn-info-table = Table { $tab } ({ $state }) : { $where } — { $players }
tourn-info-gone = { $player } ({ $why })
tourn-info-dropped = Retirés : { $players }
tourn-why-left = parti
tourn-why-timeouts = dépassements de temps
tourn-why-by = retiré par { $who }
tourn-state = { $state ->
    [waiting] attend son fil
    [opening] en ouverture
    [paused] en pause ({ $why })
    [playing] en jeu, coup { $move }
    [open] ouverte
    [running] en cours
    [finished] terminée
    [abandoned] fil supprimé (en cours de recréation)
    [cancelled] annulée
   *[missing] introuvable
}
tourn-outcome-deadline = arbitrée ({ $rule }) à l'échéance
tourn-outcome-cancel = arbitrée ({ $rule }) après une annulation
tourn-outcome-by-hand = résultat fixé à la main
tourn-outcome-not-played = non jouée
tourn-outcome-finished = terminée
tourn-leaderboard-empty = Aucune partie classée { game-de }{ $game } sur ce serveur pour l'instant.
tourn-leaderboard-title = **{ $game }** — classement (cote = μ − 3σ)
tourn-leaderboard-row = { $rank }. { $player } — **{ $rating }** (μ { $mu } ± { $sigma }), victoires : { $wins }/{ $games }
tourn-profile = **{ $player }** à { $game } : { $games ->
    [one] { $games } partie
   *[other] { $games ->
    [one] { $games } partie
   *[other] { $games } parties
}
}, { $wins ->
    [one] { $wins } victoire
   *[other] { $wins ->
    [one] { $wins } victoire
   *[other] { $wins } victoires
}
}, { $rating }.
tourn-profile-rating = cote **{ $rating }** (μ { $mu } ± { $sigma })
tourn-profile-unrated = pas encore de cote
tourn-profile-recent = • partie { $session }, rang { $rank }, joueurs { $players }, score { $score }, classée { $rated ->
    [true] oui
   *[false] non
}, cote { $rating }
tourn-profile-no-rating = —
