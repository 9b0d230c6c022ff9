# The bot's own words (bot/discord, bot/table/notices.py, bot/table/turns.py). Ids are unique across all
# files of a language. Fluent trims a value's leading and trailing blanks: code adds those.

## Languages (/settings)
language-set = Your language is now { $language }.
language-auto = Your language now follows your Discord client: { $language }.
language-unknown = Languages: { $choices }, or auto.
server-language-set = New tables in this server now speak { $language } (unless { $cmd-game-new } says otherwise).
server-language-auto = New tables in this server now follow the server's preferred locale (English unless it is French or Italian).
server-language-guild-only = The server language is set in a server.
server-language-not-allowed = Only members who can manage the server can set its language.

## Refusals and table management (bot/discord/game_logic.py)
refused-generic = That is not possible now.
options-syntax = Options are written `name=value, name=value`; `{ $part }` is not.
missing-permissions = I cannot run a game in this channel: I am missing the { $count ->
        [one] permission
       *[other] permissions
    } { $names } here. A server admin can grant them (channel settings → Permissions → the bot's role).
new-timed = speed: { $speed }, out of time: { $on_timeout ->
        [bot] bot
        [forfeit] forfeit
       *[other] { $on_timeout }
    }
new-opened = You opened a { $game } table and took seat 1. Start it with { $cmd-game-start } there once at least { $min } players are seated.
new-opened-thread = You opened a { $game } table in { $channel } and took seat 1. Start it with { $cmd-game-start } there once at least { $min } players are seated.
new-announce = { $name } opened a **{ $game }** table (1/{ $seats } seats). Join with { $cmd-game-join }.
new-announce-options = { $name } opened a **{ $game }** table (1/{ $seats } seats; { $shown }). Join with { $cmd-game-join }.
join-reply = You joined the { $game } table (seat { $seat }).
join-announce = { $name } joined the table ({ $seats }/{ $max } seats).
leave-reply = You left the table.
leave-announce = { $name } left the table ({ $seats }/{ $max } seats).
addbot-not-allowed = Only the table's creator (or a moderator) can add bots.
addbot-levels = Bot levels: { $levels }.
addbot-reply = { $name } ({ $level }) takes seat { $seat }.
addbot-announce = { $name } ({ $level }) takes seat { $seat } ({ $seat }/{ $max }).
bot-level-easy = easy
bot-level-normal = normal
bot-level-strong = strong
pause-reason = paused by { $name }; the creator or a moderator continues it with { $cmd-game-resume }.
pause-reply = The table is paused: clocks are stopped. { $cmd-game-resume } continues it.
pause-announce = ⏸️ { $name } paused the game; clocks are stopped.
notify-choose = Choose one of: { $modes }.
notify-set = When it is your turn you will get { $mode ->
        [channel] a mention in the channel only
        [dm] a DM only (with the buttons to play)
       *[both] a mention in the channel and a DM
    }.

## Reading the table
board-title = **{ $game }** — move { $seq }.
waiting-for = Waiting for: { $waiting }.
nobody = nobody
seat-label = { $name } (seat { $seat })
tag-bot = (bot)
tag-left = ({ $why ->
        [resigned] resigned
        [dropped] dropped
        [forfeit] forfeit
       *[other] { $why }
    })
hand-no-seat = You have no seat at this table, so there is no hand to show.
hand-not-started = The game has not started yet; your hand is dealt at the start.
hand-title = **{ $game }** — your private view (seat { $seat }):
hand-to-act = You are to act: { $prompt } ({ $cmd-move })
unknown-game = Unknown game `{ $game }`. Available: { $games }.
not-started = The game has not started yet.
game-over = This game is over.
status-open = **{ $game }** table, waiting to start ({ $seated }/{ $max } seats).
    { $seats }
    Options: { $options }. Join with { $cmd-game-join }.
status-running = **{ $game }** — move { $seq }. Waiting for: { $waiting }.
status-paused = **Paused:** { $why }
clocks-left = Time left ({ $speed }){ $stopped ->
        [true] {" "}(clocks stopped)
       *[false] {""}
    }:
final-scores = **Final scores**
final-line = { $rank }. { $name }: **{ $score }** — { $parts }
winners = { $count ->
        [one] Winner
       *[other] Winners
    }: { $names }

## Moves
moves-nothing = You have nothing to decide now; waiting for { $waiting }.
moves-title = Your legal moves (type one with { $cmd-move }, or pick from its autocomplete):
moves-amount = • or type any amount: `{ $low }` up to `{ $high }`{ $step ->
        [1] {""}
       *[other] , in steps of { $step }
    }
moves-more = … and more: start typing in { $cmd-move } to filter ({ $count } in all).
moves-explain = A word you do not know? Ask { $cmd-explain }: only you see the answer.
amount-typed = { $amount } (the amount you typed)

## Buttons and private choices
buttons-not-running = This game is no longer running; these buttons do nothing now.
buttons-no-seat = These buttons do not belong to any seat.
buttons-not-yours = These buttons are for { $name }. Use { $cmd-hand } or { $cmd-move } for your own seat.
buttons-bot-seat = A bot plays this seat now.
move-already-applied = That move was already applied.
buttons-stale = Those buttons are from an earlier position; use the latest message or { $cmd-move }.
buttons-moved-on = The game has moved on since those buttons; here are your current choices.
move-choice-gone = That choice is no longer available; use { $cmd-move } `help`.
nothing-to-decide = You have nothing to decide right now.
private-choices = { $prompt } (only you see these choices)

## Notices (bot/table/notices.py, bot/table/turns.py)
game-begins = **{ $game }** begins. Players: { $players }.
your-turn-line = <@{ $user }> — { $prompt }
private-title = Your private view in **{ $game }** (seat { $seat }):
private-prompt = your move; the choices are private: use the button below or { $cmd-move }.
story-more = … ({ $count } more events) …

## Decision components (bot/discord/components.py)
seat-n = seat { $seat }
choose-privately-for = { $name }: choose privately
select-placeholder = Choose your move…
select-placeholder-some = { $shown } of { $total } moves shown; { $cmd-move } lists them all
select-more = More ({ $count } others): use { $cmd-move }
select-more-description = Type { $cmd-move } and pick from the autocomplete list.
select-too-long = That list is too long for a menu: type { $cmd-move } and pick your move from the autocomplete list (start typing to filter).
not-a-member-any-more = You are no longer a member of that game's server, so you cannot act.
# a DM button of a table another bot process runs, while that process is down (bot/discord/relay.py)
table-process-restarting = This table's process is restarting, so nothing was changed: try again in a minute.

## Threads (/game new thread:)
# a table's thread, named in the table's language
thread-name = { $game } — { $name }'s table
thread-text-channel-only = Threads can only be opened from a text channel.
thread-no-permission = I cannot open a thread here: I need the **Create Public Threads** and **Send Messages in Threads** permissions.
thread-cap-reached = This server has reached Discord's limit of active threads, so I cannot open one for your table (nothing was created). Open the table here, without `thread`, or ask a moderator to archive threads that are no longer used.

## The pinned status post (bot/discord/status_post.py)
status-post-head = 📌 **Where the game stands** (kept up to date; last change { $when })

## The table service's sentences, said again in the reader's language (bot/discord/said.py)
svc-no-game = There is no game here. Start one with { $cmd-game-new }.
svc-players = { $game } is for { $min }–{ $max } players, not { $seats }.
svc-not-restored = This channel's game (#{ $table }) could not be restored after an update; its moves are kept. Ask the bot's operator, or use another channel.
svc-channel-taken = This channel already has a { $game } table ({ $status }). Finish or { $cmd-game-cancel } it first, or use another channel.
svc-started-watch = This game has already started; you can watch it with { $cmd-game-board }.
svc-table-full = The table is full ({ $seats } seats).
svc-already-seated = You are already seated at this table.
svc-use-resign = The game has started: use { $cmd-game-resign } to hand your seat to a bot.
svc-not-seated = You are not seated at this table.
svc-creator-cancels = You created this table: use { $cmd-game-cancel } to close it.
svc-already-started = This game has already started.
svc-start-not-allowed = Only the table's creator (or a moderator) can start it.
svc-needs-players = { $game } needs at least { $min } players; { $seated } seated. Others can { $cmd-game-join }.
svc-started = { $game } has started.
svc-cancel-not-allowed = Only the table's creator or a moderator can cancel this game.
svc-cancel-over = This game is over; there is nothing to cancel.
svc-cancelled = Game cancelled.
svc-use-leave = The game has not started: use { $cmd-game-leave } instead.
svc-no-seat = You have no seat in this game.
svc-resigned = You resigned; a bot plays your seat from now on.
svc-pause-ended = Only a game that has not ended can be paused.
svc-pause-not-allowed = Only the table's creator or a moderator can pause it.
svc-already-paused = This table is already paused: { $why }
svc-resume-not-allowed = Only the table's creator or a moderator can resume it.
svc-not-paused = This table is not paused.
svc-resumed = The table is resumed.
svc-not-playing = You are not playing in this game; you can watch with { $cmd-game-board }.
svc-own-seat = You can only move for your own seat.
svc-paused = This table is paused: { $why }
svc-type-a-move = Type a move, e.g. { $cmd-move } `take 2.1`; { $cmd-move } `help` lists your legal moves.
svc-engine-failed = The rules engine failed on that move; nothing was changed.
svc-played = Played `{ $moves }`.
text-as-given = { $text }

## History and /games (bot/discord/history_logic.py)
log-empty = Nothing has happened yet.
log-head = **{ $game }** — the last { $count } events (move { $seq }):
replay-head = **{ $game }** — the board after move { $move } of { $seq }.
export-complete = The complete game record (seed, options, seats, every move): `caravanserai replay FILE` re-runs and checks it.
export-public = The public record so far (seats, options, public log, board). The complete record, with every move, can be exported once the game has ended.
games-none = You are not playing at any table in this server right now.
games-head = Your games in this server ({ $count }):
games-your-turn = **your turn**
games-waiting = waiting for { $names }
games-left = { $time } left
games-paused = (paused)
games-line = • **{ $game }** in { $channel }: { $turn }
games-more = … and { $count } more.

## Something went wrong (bot/discord/incidents.py)
apology = Sorry, something went wrong on my side (incident `{ $incident }`). Nothing was changed unless a reply said so; try again, and give the incident id to the bot's operator if it keeps happening.

## Checks before a table exists (bot/discord/limits.py, said again by bot/discord/said.py)
lim-thread-post = You cannot post in this thread, so you cannot open a table in it.
lim-channel-post = You cannot post in this channel, so you cannot open a table in it.
lim-no-threads = You may not create threads in this channel, so I will not open one for you. Open the table here (without `thread`), or ask a moderator.
lim-over-cap = You already have { $count } { $count ->
        [one] table
       *[other] tables
    } waiting to start in this server (at most { $cap }). Start or { $cmd-game-cancel } one first.
lim-cap = You already have { $count } { $count ->
        [one] table
       *[other] tables
    } of your own in this server (at most { $cap }): { $parts }. Start or { $cmd-game-cancel } a table that is waiting, finish a game, or wait: a thread counts for an hour after it was opened.
lim-cap-waiting = { $count } waiting to start
lim-cap-solo = { $count } running with only you and bots
lim-cap-threads = { $count } { $count ->
        [one] thread
       *[other] threads
    } opened in the last hour for tables since closed
lim-hand-closed = You left this game (a bot plays your seat), so its private view is closed to you.

## /privacy (bot/discord/ops_cog.py)
privacy-nothing = I store nothing about you: you have not played, created a table or registered.
privacy-head = **What I store about you**
privacy-id = - your Discord id `{ $id }`
privacy-names = - the name you had when you sat down: { $names }
privacy-seats = - seats at { $count } tables ({ $statuses }; { $games })
privacy-created = - { $count } tables you opened
privacy-moves = - { $count } moves you made (the games' logs)
privacy-tournaments = - { $count } tournament entries
privacy-rating = - a { $game } rating on server `{ $guild }`: { $rating } after { $count } games
privacy-results = - { $count } game results (rank, score)
privacy-settings = - your settings: { $settings }
privacy-status = { $count } { $status ->
        [open] open
        [running] running
        [finished] finished
        [cancelled] cancelled
        [abandoned] abandoned
       *[other] { $status }
    }
privacy-kept = Games are kept for as long as the bot runs, so that they can be replayed and tournaments keep their results; messages are kept only until they are delivered. { $cmd-privacy-forget } removes your id and name: you resign from running games, your ratings and settings are deleted, and your finished games keep your moves under an anonymous seat. Posts already made in channels belong to each server.
forgotten-done = Done: I no longer store your id or your name.
forgotten-resigned = You resigned from { $count } running games (a bot plays on).
forgotten-tables = { $count } open tables were left or closed.
forgotten-tournaments = You left { $count } tournaments.
forgotten-pending = Some of your tables are run by another process of the bot: it finishes there within moments, or as soon as that process is back.
forget-cooldown = You asked to be forgotten moments ago; you can ask again in { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
}.
forget-not-yours = Only the person who asked can confirm this.
forget-expired = This confirmation has expired; use { $cmd-privacy-forget } again.
forget-button = Forget me
forget-confirm = This removes your Discord id and name from everything I store: your ratings and settings are deleted, your finished games keep your moves under an anonymous seat, open tables you created are closed. It cannot be undone. Press **Forget me** to confirm.
forget-confirm-running = This removes your Discord id and name from everything I store: your ratings and settings are deleted, your finished games keep your moves under an anonymous seat, open tables you created are closed, and you **resign from { $count } running games** (a bot plays on). It cannot be undone. Press **Forget me** to confirm.

## A table the bot can no longer post at (bot/discord/client.py)
blocked-missing = I am missing the { $count ->
        [one] permission
       *[other] permissions
    } { $names }
blocked-reason = I cannot post in { $channel }: { $reason }.
blocked-dm = Your { $game } table is paused. { $paused } Once a moderator has fixed it (channel settings → Permissions, or unlock the thread), use { $cmd-game-resume } there; the game goes on where it was.

## Turns over days (bot/table/timekeeping.py): the turn DM, reminders, timeouts
turn-dm = It is your turn in **{ $game }**
turn-reminder-dm = ⏰ Reminder: your move in **{ $game }**
turn-in = (in { $channel })
turn-time-left = Time left: **{ $time }**.
turn-reminder = ⏰ <@{ $user }>, your move in **{ $game }** is waiting.
timeout-forfeit = ⏰ { $name } ran out of time and forfeits; a bot finishes their seat.
timeout-dropped = ⏰ { $name } ran out of time { $count } times in a row; a bot plays their seat for the rest of the game.
timeout-bot = ⏰ { $name } ran out of time; a bot played their move.

## /move undo (bot/table/undo.py): refusals to the caller, the post in the table's language
undo-not-running = Only a move of a game in progress can be taken back.
undo-nothing = There is no move to take back yet.
undo-not-yours = Only your own last move can be taken back, and someone else has acted since.
undo-drew = That move drew at random (a card, a tile…): it cannot be undone.
undo-passed-on = That move passed the turn on (someone else is to act now): it cannot be undone.
undo-revealed = That move revealed something hidden or drew a card: it cannot be undone.
undo-done = Your last move was taken back.
undo-headline = ↩️ { $name } took back their last move.
undo-headline-what = ↩️ { $name } took back their last move; no longer played: { $what }
replay-no-move = Move { $move } does not exist: this game has moves 0 to { $seq }.

## A refused move (bot/table/move_refusals.py): the engine's explanation, then what is allowed
refused-then = then
refused-after-steps = Legal now: { $steps }. { $count ->
        [one] After it
       *[other] After them
    }, the rest is not: { $reason }
allowed-now = Allowed now: { $moves }{ $more ->
        [0] {""}
       *[other] {" "}… and { $more } more
    }.
score-total = total
not-your-turn = It is not your turn: waiting for { $waiting }.

## The service's headlines and announcements, said again (bot/table/notices.py, bot/discord/delivery.py)
svc-resigned-headline = { $name } resigned; a bot plays their seat.
svc-resumes-headline = The game resumes.
svc-cancelled-notice = The { $game } game was cancelled.
expired-open = The { $game } game was cancelled. Nobody started it within { $hours } { $hours ->
        [one] hour
       *[other] hours
    }.

## Table settings and game options of /game new (bot/table/timekeeping.py, the engines' options)
set-unknown-speed = Unknown speed `{ $speed }`. Speeds: { $speeds }.
set-on-timeout = `on_timeout` is `bot` or `forfeit`, not `{ $value }`.
set-max-timeouts = `max_timeouts` is between 1 and 10.
set-bot-level = Bots standing in for players are `normal` or `strong`, not `{ $level }`.
set-unknown = Unknown table setting(s): { $names }.
opt-bool = option { $name } expects true or false, not { $value }
opt-int = option { $name } expects a whole number, not { $value }
opt-choice = option { $name } must be one of: { $allowed }
opt-unknown = unknown option { $names } for { $game } (options: { $options ->
        [none] none
       *[other] { $options }
    })
option-almadi-characters = Play with the Characters variant.
option-almadi-start_tiles = Start tiles: chosen in reverse turn order, or dealt at random.
option-emira-advanced = Advanced game: Restoration cards, palace track.
option-emira-reveal_objectives = Reveal every objective at the end (otherwise only the winners').
option-emira-base_income = Gold every sheik earns each round before caravans (the printed value is unknown; with 100, a few careful 3-player games stall until round 100; with 150, none).

## The delivery's own notices (bot/discord/delivery.py)
catch-up-head = **Catching up**: { $count } updates could not be sent when they happened.
catch-up-head-since = **Catching up** (since { $when }): { $count } updates could not be sent when they happened.
catch-up-skipped = … ({ $count } earlier events) …
delivery-late = *Delayed: this happened { $when }.*
dm-failed = <@{ $user }>, I cannot send you direct messages ({ $why ->
        [dm_closed] your DMs are closed
       *[other] Discord refuses my direct messages to you
    }), so your private cards are not sent to you: use { $cmd-hand } here at any time to see them (only you will see the answer).
# why Discord stopped a table (bot/discord/http_errors.py)
refusal-missing-access = I can no longer see this channel (Missing Access)
refusal-missing-permissions = I am missing a permission in this channel (Missing Permissions)
refusal-thread-archived = the thread is archived and locked
refusal-thread-locked = the thread is locked
refusal-code = Discord refused it with code { $code } ({ $detail })

## The operator's /caravanserai status (bot/discord/ops_cog.py)
ops-not-allowed = Only the bot's owner (or the role they named) can see its status.
ops-seconds = { $n }s
ops-minutes = { $n } min
ops-hours = { $n } h
ops-days = { $n } days
ops-head = **Caravanserai { $version }** — up { $up }, in { $servers } { $servers ->
        [one] server
       *[other] servers
    }
ops-health-ok = Health: all good
ops-health = Health: **{ $reasons }**
ops-tables = Tables: { $running } running, { $open } open
ops-outbox = Outbox: { $count } to deliver{ $count ->
        [0] {""}
       *[other] , oldest { $oldest }
    }
ops-incidents = Last incidents:
ops-incident = - `{ $id }` { $ago } ago{ $where }: { $error }{ $table }
ops-incident-where = {" "}in { $where }
ops-incident-table = , table { $table }
ops-no-incidents = No incidents since the start.
ops-where-command = a command
ops-where-reply = a reply
ops-where-private-button = a private-choice button
ops-where-menu = a decision menu
ops-where-component = a decision component
ops-where-game-autocomplete = game autocomplete
ops-where-options-autocomplete = options autocomplete
ops-where-move-autocomplete = { $cmd-move } autocomplete
health-gateway = gateway disconnected
health-db-closed = database closed
health-db-unreachable = database unreachable ({ $error })
health-scheduler = scheduler stopped
health-outbox-stuck = outbox stuck ({ $count } notices, oldest { $age }s)

## Discord's own names of the permissions a table needs (bot/discord/permissions.py)
perm-view-channel = View Channel
perm-send-messages = Send Messages
perm-attach-files = Attach Files
perm-send-in-threads = Send Messages in Threads

## Time left on a clock (bot/table/clock.py)
clock-days-hours = { $d } d { $h } h
clock-days = { $d } d
clock-hours-minutes = { $h } h { $m } min
clock-hours = { $h } h
clock-minutes = { $m } min
clock-seconds = { $s } s

# the description (alt text) of a board image, cut to Discord's 1,024 characters; the whole text
alt-text-more = … The whole board in words: { $cmd-game-board } { cmd-game-board-opt-text }:True
alt-text-explain = Any word of it: { $cmd-explain }
board-text-file = The whole board in words is in the attached file.
