"""Almadi (Bossu & Gandon, Funnyfox 2021) — rules engine, base game and Characters variant.

Spec: ``shared/rules/almadi.md``; component data (reconstructed, spec section 14) in ``data.py``.

Modules: ``data`` (tables), ``state`` (dataclasses, JSON), ``kingdom`` (grid, contacts, legality),
``objectives`` (patterns, conditions), ``scoring`` (final scoring), ``characters`` (powers),
``rules`` (flow), ``view`` (hidden information removed), ``text`` (labels), ``bots``, ``engine``.

Action grammar (canonical lower-case text; ``legal()`` returns exactly these):

* setup: ``start a`` … ``start e`` (reverse turn order, option ``start_tiles=choose``);
  ``keep ch-03 ch-17`` (the two kept characters, sorted; all seats pending at once, secret).
* step 1: ``take 2.1`` (board slot row.slot) then ``place 2.3`` (kingdom row.column; ``place 2 3``
  is read the same).
  Ali: ``ali`` (draws and reveals the pile top), then ``ali a`` (place it in any row) or
  ``ali b 3.2`` (it replaces board slot 3.2, whose tile is then placed by the row rule).
* step 2: ``genie``, ``hammer``, ``stall``, ``moon``, ``ruby`` resolve one pending item; ``done``
  ends step 2 (the rest is discarded; the board is refilled automatically).
  Genie: ``move 2.1`` (the tile at kingdom cell 2.1) then ``to 4.2`` or ``back``; ``skip``
  spends the item without a move. Hussain: ``swap 2.1`` then ``with 3.4`` or ``back``.
  Moon: ``objective gr-12`` or ``skip``.
* characters (variant): ``recruit ch-17``; ``aladdin``, ``badroulboudour``, ``paribanou``
  (once-per-turn bonuses); ``zaynab mos-05`` (return that mosaic, take the top stall card) or
  ``zaynab stl-17`` (return that stall card, take the top mosaic) — one id offered per motif/face;
  ``copy ch-xx`` (Zumurrud; also legal for a seat that is not pending, D17); ``end turn`` after
  the refill while optional actions remain (10.3); ``pass`` (no Zumurrud copy at the end of game).

Step 2 ends by itself when the pool is empty and no optional character action is possible; the
"after" step likewise. Cells are written ``row.col`` (row 0/5 and column 0 only with Abriza).

Decisions beyond the spec (see also the report):

* Recruiting and the character bonuses are offered in the take, place, pool and after steps
  (not inside a genie/moon sub-choice); this covers "at any moment of the turn".
* A genie item resolved with 3 moves made, or with no legal move/swap, is spent with no effect;
  hammer/stall/ruby on an empty supply likewise. ``skip`` in the genie/moon sub-step spends the item.
* Zumurrud cannot copy Zumurrud. The end-of-game Zumurrud point is offered twice: before the
  Dunyazad extra turns (8.3 step 1) and again before scoring (for characters recruited during
  extra turns); a seat may ``pass``.
* Bonuses (Aladdin, Badroulboudour, Paribanou) and Zaynab are only offered when the supply they
  draw from is not empty (they would have no effect).
* Objectives are checked after every action of the acting player (every action is atomic).
"""

from games.almadi.engine import Almadi

GAME = Almadi()

__all__ = ["GAME", "Almadi"]
