"""The Discord front end (DESIGN §5): a discord.py client over the transport-agnostic table
service.

Dependencies go one way, from the root down:

* ``client`` — the bot: lifecycle, answering interactions, gateway events; imports the rest;
* ``cog`` — the app commands; ``components`` — persistent decision buttons/selects; both see the
  bot only through ``host`` (a protocol), never through ``client``;
* ``delivery`` — posts the service's notices (channel posts, DMs) with retries;
* ``logic`` — what each command does, as plain functions (no discord.py);
* leaves: ``places``, ``permissions``, ``incidents``, ``markdown``, ``host``.
"""
