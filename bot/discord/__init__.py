"""The Discord front end (DESIGN §5): a discord.py client over the transport-agnostic table
service. ``client`` builds and runs the bot, ``cog`` holds the app commands (their logic lives in
``logic`` as plain async functions), ``components`` the persistent decision buttons/selects and
``delivery`` posts the service's notices (channel posts, DMs)."""
