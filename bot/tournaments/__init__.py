"""Tournaments and ratings (DESIGN §9).

Pure modules (no Discord, no database, no asyncio): ``tables`` (how many tables of which sizes),
``pairing`` (who sits with whom), ``designs`` (round robin schedules: affine designs, a search
elsewhere), ``standings`` (points and tie-breaks), ``formats`` (Swiss, round robin, elimination:
the next round), ``ratings`` (OpenSkill), ``seeds`` (secret table seeds). Then ``store`` (SQL),
``runner`` (drives the table service), ``deadlines`` (round deadlines and the tournament's
timers), ``adjudicate`` (ending an unfinished table by bots or by standing), ``export`` (JSON and
CSV) and ``simulate`` (``caravanserai tournament simulate|export``).
"""
