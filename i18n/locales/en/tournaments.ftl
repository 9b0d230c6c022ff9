# Tournaments (bot/discord/tournament_logic.py, bot/tournaments/*): replies to organisers and
# players in their own language; channel posts, standings and the tables' notices in the
# tournament's. Fluent trims a value's leading and trailing blanks: code adds those.

## Names the texts share
tourn-format = { $format ->
    [swiss] swiss
    [roundrobin] roundrobin
   *[elimination] elimination
}
tourn-rule = { $rule ->
    [bots] bots
   *[standing] standing
}
tourn-how = { $rule ->
    [bots] bots played the rest
   *[standing] ranked by the current score
}
tourn-status = { $status ->
    [registering] registering
    [running] running
    [finished] finished
   *[cancelled] cancelled
}
tourn-verb = { $verb ->
    [pause] pause
    [resume] resume
   *[cancel] cancel
}
tourn-speed = { $speed ->
    [untimed] untimed
    [live] live
   *[other] { $speed }
}
tourn-sizes = tables of { $size }
tourn-sizes-range = tables of { $min }–{ $max }
tourn-describe = { $game }, { $format }, { $sizes }{ $rounds ->
    [0] {""}
    [one] , { $rounds } round
   *[other] , { $rounds } rounds
}, speed { $speed }{ $rated ->
    [true] {""}
   *[false] , unrated
}, rounds of { $days } { $day_count ->
    [one] day
   *[other] days
} (then { $rule }){ $cap ->
    [0] {""}
   *[other] , { $cap } places
}{ $checkin ->
    [true] , check-in
   *[false] {""}
}{ $seeding ->
    [rating] , seeded by rating
   *[random] {""}
}
tourn-default-name = { $game } { $format }
tourn-thread = { $name } — round { $round }, table { $tab }
tourn-verbatim = { $text }
tourn-lines = { $lines }
tourn-time-left = { $days ->
    [0] { $hours ->
        [0] less than an hour
       *[other] { $hours } h
    }
    [one] { $days } day{ $hours ->
        [0] {""}
       *[other] {" "}{ $hours } h
    }
   *[other] { $days } days{ $hours ->
        [0] {""}
       *[other] {" "}{ $hours } h
    }
}

## Refusals
tourn-none-here = There is no tournament in this channel. An organiser opens one with { $cmd-tournament-new }.
tourn-organisers-only = Only an organiser can do that: someone who can manage the server, or who has the organiser role ({ $cmd-tournament-config }).
tourn-role-manage-only = Only members who can manage the server set the organiser role.
tourn-bad-points = Points are written best place first, like `6,4,2,0`; `{ $text }` is not.
tourn-bad-places = Places are given in seat order, like `2,1,3,4` (seat 1 came second); `{ $text }` is not.
tourn-channel-taken = This channel already has a tournament; finish or cancel it first.
tourn-unknown-game = Unknown game `{ $game }`.
tourn-no-such = There is no tournament #{ $id }.
tourn-registration-closed = Registration is closed for this tournament.
tourn-already-registered = You are already registered.
tourn-started-use-drop = The tournament has started: use { $cmd-tournament-drop } instead.
tourn-not-registered = You are not registered.
tourn-checkin-closed = Check-in is only before the start.
tourn-no-checkin = This tournament has no check-in: you are in.
tourn-checkin-not-registered = You are not registered: { $cmd-tournament-join } first.
tourn-not-waiting = This tournament is not waiting to start.
tourn-too-few = At least { $count } players must have { $checkin ->
    [true] checked in
   *[false] registered
} first.
tourn-not-running = This tournament is not running.
tourn-you-not-playing = You are not playing in this tournament.
tourn-they-not-playing = { $player } is not playing in this tournament.
tourn-over = This tournament is over.
tourn-player-not-registered = That player is not registered.
tourn-replacement-registered = The replacement is already registered.
tourn-no-table = Round { $round } has no table { $tab }.
tourn-table-has-result = Table { $tab } already has its result.
tourn-score-places = Table { $tab } has { $count } players: give { $count } places in seat order, e.g. `{ $example }`.
tourn-place-taken = { $place } already has another game.
tourn-seats-mismatch = The seats at { $place } do not match the pairing.
tourn-guard = This table belongs to tournament #{ $id }: only its organisers or a moderator can { $what } it ({ $cmd-tournament-pause }, { $cmd-tournament-score }).
tourn-config-format = unknown format '{ $format }'; choose { $choices }
tourn-config-bounds = table sizes must satisfy 1 ≤ minimum ≤ maximum, not { $min }–{ $max }
tourn-config-game-size = this game is for { $game_min }–{ $game_max } players; tables of { $min }–{ $max } do not fit
tourn-config-speed = unknown speed '{ $speed }'; choose { $choices }
tourn-config-at-deadline = at_deadline is one of { $choices }
tourn-config-repeats = repeats is one of { $choices }
tourn-config-seeding = seeding is one of { $choices }
tourn-config-language = language is one of { $choices }
tourn-config-round-days = round_days is between 0 (the speed's default) and 90
tourn-config-cap = a cap of { $cap } cannot fill a table of { $min }
tourn-config-swiss-rounds = a Swiss tournament needs at least one round
tourn-config-negative-rounds = rounds cannot be negative
tourn-config-points = points must list { $count } values, best place first, never increasing
tourn-config-advance = in elimination fewer players must go through than sit at the smallest table (advance { $advance }, smallest table { $min })

## Registration and commands
tourn-role-set = Members with { $role } can now organise tournaments in this server.
tourn-opened-reply = Tournament **{ $name }** (#{ $id }) is open for registration: { $cmd-tournament-join }. Start it with { $cmd-tournament-start } when everyone is in.
tourn-opened-post = 🏆 **{ $name }** is open: { $what }. Join with { $cmd-tournament-join }.
tourn-join-waiting = **{ $name }** is full ({ $cap } places): you are number { $place } on the waiting list and get a place if someone leaves.
tourn-waiting-post = { $player } is on the waiting list of **{ $name }**.
tourn-join-checkin = You are registered for **{ $name }** ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}). Confirm with { $cmd-tournament-checkin } before the start: players who did not are left out.
tourn-join-reply = You are registered for **{ $name }** ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}).
tourn-joined-post = { $player } joined **{ $name }** ({ $count ->
    [one] { $count } player
   *[other] { $count } players
}).
tourn-left = You left the tournament.
tourn-promoted-post = { $player } gets a place in the tournament (from the waiting list).
tourn-checked-in = You are checked in. Good luck!
tourn-started = **{ $name }** has started.
tourn-dropped-you = You dropped out: a bot finishes your game, and you are not paired again.
tourn-dropped-them = { $player } is dropped: a bot finishes their game, and they are not paired again.
tourn-dropped-post = { $player } was dropped from the tournament by an organiser.
tourn-replace-reply = { $new } takes over that entry (and its standing){ $seat ->
    [true] {" "}and their seat in the running game
   *[false] {""}
}.
tourn-replace-post = { $new } replaces { $old } in the tournament{ $seat ->
    [true] {" "}and their seat in the running game
   *[false] {""}
}.
tourn-scored = Table { $tab }'s result is recorded; its game is closed.
tourn-still-playing = Round { $round } is under way; nothing was missing. Still playing: tables { $tables }.
tourn-table-state = { $tab } ({ $state })
tourn-nothing-waiting = Nothing was waiting to be paired.
tourn-export = **{ $name }**: rounds, tables, results and standings (JSON and CSV).
tourn-cancelled = The tournament is cancelled.
tourn-cancelled-post = **{ $name }** was cancelled by its organiser.
tourn-pause-reason = the tournament is paused by { $name }.
tourn-paused = { $count } table(s) { $verb ->
    [paused] paused
   *[resumed] resumed
}.
tourn-deadline-moved = The round's deadline moved by { $left }.
tourn-deadline-held = The round's deadline is held until { $cmd-tournament-resume }.

## What the organiser is told the runner did
tourn-not-seated = Not seated (no check-in, or beyond the cap): { $players }
tourn-report-over = The tournament is over.
tourn-report-paired = Round { $round } paired: { $count ->
    [one] { $count } table
   *[other] { $count } tables
}.
tourn-report-opened = Table { $tab } opened.
tourn-failed-table = table { $tab } ({ $why })
tourn-report-open-failed = Could not open { $tables }. Retrying by itself at <t:{ $due }:R>.
tourn-report-game-gone = Table { $tab }: its game { $session } is { $status }.
tourn-report-cancelled = Table { $tab } was cancelled: adjudicated ({ $rule }).
tourn-report-new-thread = Table { $tab }: its thread was gone; it continues in a new one.

## Channel posts
tourn-round-title = 🏆 **{ $name }** — round { $round }
tourn-round-table = Table { $tab }: { $where } — { $players }
tourn-byes = Bye: { $players }
tourn-over-title = 🏆 **{ $name }** is over!
tourn-podium = { $medal } { $player } — { $points } pts
tourn-late-open = 🧵 Table { $tab } is open now: { $thread } — { $players }
tourn-timeouts-drop = { $players } ran out of time too often and { $count ->
    [one] leaves
   *[other] leave
} the tournament (their standing is kept; they are not paired again).
tourn-closes-in = ⏳ **{ $name }** — round { $round } closes in { $left } (<t:{ $end }:f>). Still playing: { $count ->
    [one] table
   *[other] tables
} { $tabs }. Unfinished tables are then adjudicated ({ $rule }).
tourn-unplayed = ⚖️ **{ $name }** — { $count ->
    [one] table
   *[other] tables
} { $tabs } of round { $round } never started: their players share the places.
tourn-adjudicated = ⚖️ **{ $name }** — round { $round } reached its deadline: { $count ->
    [one] table
   *[other] tables
} { $tabs } adjudicated ({ $how }).

## In a table's thread
tourn-why-deadline = Round { $round } reached its deadline.
tourn-why-cancelled = This tournament table was cancelled, so it is adjudicated.
tourn-by-bots = ⚖️ { $why } The bots played the remaining { $count } decisions.
tourn-by-standing = ⚖️ { $why } The game ends here, ranked by the current scores:
tourn-scored-post = 🏁 The organiser set this table's result: { $places }
tourn-continues = ♻️ The game continues.
tourn-continues-here = ♻️ This table's thread was deleted: the game continues here.

## Standings, info, ratings
tourn-standings-title = **{ $name }** — standings after round { $round } ({ $status })
tourn-standings-row = { $rank }. { $player }{ $dropped ->
    [true] {" "}(dropped)
   *[false] {""}
} — **{ $points }** pts (opp. { $opp }, score { $score }, { $games ->
    [one] { $games } game
   *[other] { $games } games
})
tourn-standings-more = … and { $count } more.
tourn-standings-image-title = { $name } — round { $round }
tourn-standings-image-row = { $rank }. { $player }{ $dropped ->
    [true] {" "}(dropped)
   *[false] {""}
} — { $points } pts  (opp. { $opp }, score { $score })
tourn-no-games = No games yet.
tourn-info-title = **{ $name }** (#{ $id }): { $what } — { $status }, round { $round }.
tourn-info-language = Language: { $language }
tourn-info-players = Players: { $players }
tourn-info-no-players = Players: none yet
tourn-info-waiting = Waiting list: { $players }
tourn-info-closes = Round { $round } closes <t:{ $end }:R> (then { $rule }).
tourn-info-table = Table { $tab } ({ $state }): { $where } — { $players }
tourn-info-gone = { $player } ({ $why })
tourn-info-dropped = Dropped: { $players }
tourn-why-left = left
tourn-why-timeouts = timeouts
tourn-why-by = dropped by { $who }
tourn-state = { $state ->
    [waiting] waiting for its thread
    [opening] opening
    [paused] paused ({ $why })
    [playing] playing, move { $move }
    [open] open
    [running] running
    [finished] finished
    [abandoned] thread deleted (being re-created)
    [cancelled] cancelled
   *[missing] missing
}
tourn-outcome-deadline = adjudicated ({ $rule }) at the deadline
tourn-outcome-cancel = adjudicated ({ $rule }) after a cancel
tourn-outcome-by-hand = scored by hand
tourn-outcome-not-played = not played
tourn-outcome-finished = finished
tourn-leaderboard-empty = No rated { $game } games in this server yet.
tourn-leaderboard-title = **{ $game }** — leaderboard (rating = μ − 3σ)
tourn-leaderboard-row = { $rank }. { $player } — **{ $rating }** (μ { $mu } ± { $sigma }), { $wins }/{ $games } wins
tourn-profile = **{ $player }** at { $game }: { $games ->
    [one] { $games } game
   *[other] { $games } games
}, { $wins ->
    [one] { $wins } win
   *[other] { $wins } wins
}, { $rating }.
tourn-profile-rating = rating **{ $rating }** (μ { $mu } ± { $sigma })
tourn-profile-unrated = not rated yet
tourn-profile-recent = • session { $session }, rank { $rank }, players { $players }, score { $score }, rated { $rated ->
    [true] True
   *[false] False
}, rating { $rating }
tourn-profile-no-rating = None
