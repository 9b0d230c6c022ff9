"""Tournaments and ratings (DESIGN §9).

Pure modules (no Discord, no database, no asyncio): ``tables`` (how many tables of which sizes),
``pairing`` (who sits with whom), ``standings`` (points and tie-breaks), ``formats`` (Swiss, round
robin, elimination: the next round), ``ratings`` (OpenSkill). Then ``store`` (SQL), ``runner``
(drives the table service) and ``simulate`` (``caravanserai tournament simulate``).
"""
