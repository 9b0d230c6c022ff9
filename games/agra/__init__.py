"""Agra rules engine (spec: shared/rules/agra.md; component data in data.py).

The state is a plain JSON dict (state.py); every pending decision is a *frame* on a stack
(rules.py). Response windows (follow a transformation, pontoon 5) are frames with several seats
answering at the same time; answers are stored and applied clockwise from the actor's left once
all are in (§21.3). ``GAME.default_action`` gives the rules' answer for a seat that timed out.

Action grammar (canonical lower-case text; goods and buildings are named by their good:
``sandstone`` = Quarry … ``clothing`` = Tailor's Shop; notables by id ``n1`` … ``n24``)
-------------------------------------------------------------------------------------------
* turn: ``meditate`` | ``place <architect|sailor|trader|botanist|good>`` | ``pass`` (no legal
  space, D-12) | orders phase ``akbar <good>`` | ``order <guild>`` | ``end turn``;
  peonage with FT14 available: ``pay rupees`` | ``pay favours`` [``mollah``]
* meditation: ``lay <space>`` | ``cook`` | ``done``; then ``exchange`` (``give <g>``, ``take <g>``),
  ``deliver`` (``notable <id>``, ``give <g>`` …, ``done``), ``transform`` (``transform <target>``
  [``ft2`` [``mollah``]]), ``cache`` (``cache <n1|n5|e1|…>``), ``farmer`` (``farmer <n|e|s|w> <+|->``),
  ``mosaic 1|3``, ``favour ft3``, ``done``; ``back`` leaves a sub-menu
* Architect: ``influence <guild>`` | ``build <site>`` then ``use <material>`` … ``pay``, then
  ``bonus <cb2-1…>``, then ``process <0-3>`` [``process 3 ft2``]
* Sailor: ``pay <good>`` (several with the Portuguese Trader, ``pay done``) | ``pay none``; then
  ``give <notable> <good>`` [``x2`` double delivery], ``order <guild>``, ``done``; influence steps
  ``raise <guild>`` | ``done`` (declines the rest)
* Trader: ``token`` (``token new|move <g>|flip <g>``, ``on <g>``, ``face up|down``),
  ``exchange`` (``give <g>`` ×1-3, ``take``, ``take <g>`` …, ``done``), ``done``
* Botanist: ``meditate`` | ``cache`` | ``farmers`` (two ``farmer`` steps, ``done``) | ``done``
* buildings: ``produce <k>`` (Dyer: ``swap <good>`` | ``no swap``), ``process <k>``
* windows: ``follow`` | ``follow ft2`` [``mollah``] | ``decline``; Jagirdar ``give <id> <g>`` |
  ``pass``; level bonus ``favours`` | ``tile <ft…>`` (``discard <ft…>`` at 4 tiles); Mosaic Maker
  ``tile <ft…>`` (display or pile) | ``none``; Painter ``stand <space>`` then ``raise <guild>``;
  Sadr us-Sudur ``akbar <slot> <good>`` | ``pass``; pontoon 5 ``take <good>``
* secondary actions at any prompt of one's own turn: ``oil`` | ``curry`` | ``oil curry`` |
  ``caliph`` (then ``stand <space>``), ``book``, ``statue``, ``painting`` (``raise <g1> <g2>``),
  ``clothing``, ``french`` (``send <good>``), ``english`` (``give``/``take``), ``favour`` (menu:
  ``favour <f1|f2|f3|ft1|ft4…ft13>`` [``mollah``], then the action's own choice)

Rulings beyond the spec (engine decisions)
------------------------------------------
* R-1 Stalemate: if a whole round passes without any worker placed (every player had an empty
  reserve and could not pay peonage), the end of the game is triggered (§18.1 otherwise never
  ends: nothing returns workers once nobody can eject).
* R-2 Supply limit (D-06): production, trades and every good-of-your-choice gain are chosen one
  good at a time within the supply, so the player controls what is kept; automatic gains
  (favours) are cut to the supply.
* R-3 The Sailor payment is declared before deliveries; with the Portuguese Trader payment ends
  with ``pay done`` or automatically at a paid value of 4.
* R-4 Double delivery is declared with the first good (``give <id> <good> x2``) and needs 2
  deliveries left; completion is checked after the pair is placed.
* R-5 Meditation sub-actions pay MP when completed; ``back`` at the first step costs nothing.
  A favour action is paid when chosen and only offered when its effect is possible.
* R-6 FT2 is offered only when it adds a good beyond what the action allows by itself (the
  processing action's 4th good, a follow's 2nd, a meditation/F2/FT13 transform's 2nd).
* R-7 Peonage with FT14 available asks how to pay (``pay rupees`` / ``pay favours``); that list
  is private (it shows whether the rupees suffice). Placement lists are private as soon as the
  player has a worker on the board (peonage affordability depends on the secret total).
* R-8 Pontoon-5 answers are applied in clockwise order starting with the active player.
* R-9 The Painter's default (timeout) stands workers in space order, then raises the lowest track.
* R-10 Secondary actions are offered at the turn's prompts and at the first decision of each
  action (Architect, Sailor deliveries, Trader, Botanist, production, processing, meditation),
  not inside a half-built payment, exchange or sub-menu whose partial choices they could undo.
* R-11 The Mollah's reduction is offered with the favour actions whose cost it lowers (spend
  ≥ 2): ``favour <id> mollah``, ``follow ft2 mollah``, ``process 3 ft2 mollah`` and
  ``pay favours mollah`` (FT14), ``transform <target> ft2 mollah``.
* R-12 Default answers of windows for a seat acting outside its turn (§21.3 plus): Jagirdar
  ``pass``, its influence steps ``done`` (declined), level bonus ``favours``, Mujtahida's bonus
  tile the lowest id and ``process 0``, Sadr ``pass``, Mosaic Maker the first display tile by id
  (``none`` at 3 tiles), a forced discard the newest tile. The active player's own decisions
  have no default (``default_action`` is None: the host's bot decides).
"""

from games.agra.game import GAME, Agra

__all__ = ["GAME", "Agra"]
