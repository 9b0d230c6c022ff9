# The bot's own words (bot/discord, bot/notices.py, bot/turns.py). Ids are unique across all
# files of a language; keep them grouped by the surface that shows them.

language-set = Your language is now { $language }.
