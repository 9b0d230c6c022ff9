"""Emira (Vanzeir & Van Hove) — rules engine, basic and advanced game, 3 to 5 players.

Spec: ``shared/rules/emira.md`` (rulings D-1 … D-49); component data in ``data.py``.
Modules: ``data`` (tables), ``state`` (JSON state, section-3 quantities), ``rules`` (princess
choice, joining/leaving, objectives), ``flow`` (the round as a frame stack), ``view`` (hidden
information removed), ``text`` (labels, prompts, summaries), ``bots``, ``game`` (protocol).

Action grammar (canonical lower-case text; ``legal()`` lists a small menu, ``accepts()`` also
takes any typed bid within ``numeric()``):

* setup (all seats at once, secret): ``keep <event>`` (event ids: ``golden-times`` …)
* phase 1: ``play <event>`` | ``pass``; then, by card: ``type beauty|manners|dress`` (Good
  Looking), ``kind small slow`` (Vermin) and each owner's ``move 5`` (the caravan with 5
  payments left; asked twice for a slow kind when he owns two or more), ``advance small slow 5`` (New Spice Caravan), ``look 2`` (3 players,
  before looking) then ``leave`` | ``swap`` | ``bottom`` (Changing Her Mind), ``order noor
  malika sidi`` (Court Influence, top first), ``order 300 850 1200`` (New Orders),
  ``split 2-1`` | ``split 1-2`` (3p Double Trouble), ``when odd`` | ``when even`` (3p Quiet Days)
* phase 3: ``marker beauty`` (Bazaar), ``status 850`` (Noble Merchandise)
* phase 4: ``bid 340`` (any multiple of 10 above the high bid that you can pay), ``pass``,
  ``stipend``; the winner / last player: ``buy section|camel|appearance|status``,
  ``buy small slow|small fast|large slow|large fast``, ``stipend``, ``nothing``; the last player
  may first pay a voluntary ``bid <n>``
* phase 5: ``buy a`` | ``buy b`` | ``pass``, then ``keep <event>``
* joins: ``give <princess>`` (Sidi Suleiman), ``discard beauty`` (Samira), ``discard 350``
  (Zahrah); upkeep: ``pay gift`` | ``refuse gift`` (Xenia)

Rulings beyond the spec (engine decisions):

* E-1 Decisions on public information with a single answer (Vermin's caravans, Samira, Zahrah,
  Sidi's victim, New Spice Caravan) are made automatically; decisions whose answers depend on
  hidden gold or cards are always asked, even with one answer (``pass`` only), so the flow
  never reveals a secret.
* E-2 The last player's voluntary bid is offered in the menu only when it could make him
  eligible for the stipend (the smallest such bid); any other valid amount may be typed. He may
  pay it once.
* E-3 Ranking: claimants of victory rank first (advanced ties by score, 13.5); other sheiks rank
  by princesses then the secondary score (public values only: gold and objectives stay secret).
  Result scores are 2 per princess, plus 3 for a satisfied objective where it is revealed.
* E-4 Safety end: if nobody has won at the end of round 100, the game ends and is ranked like the
  no-princess ending (D-43). The spec's rules cannot end an economic stalemate (every palace
  full or a broke sheik losing a princess to a tumult every round, which refills the Emira deck
  so D-43 never applies); random bots reach it, and a few percent of careful-random 3-player
  games do.
* E-5 Xenia's refusal is asked even when the holder cannot pay (only ``refuse gift`` offered).
* E-6 A second Changing Her Mind swap of a card already swapped swaps it back.
* E-7 Advanced game, simultaneous claims (6.3): the claimants compare the primary score, then
  the secondary score, then gold; only claimants equal on all three share a draw. Derivation:
  the rulebook's 8.3 ("Gagner la partie") defines one score "used to break ties if two players
  fulfil their victory conditions in the same round (because of an undecided princess or
  Double Trouble)": 2 per princess, +3 for the objective's talents; "if there is a tie, the tied
  players compare" appearance markers, status points, palace sections, camels and the palace
  track; "if there is still a tie, the tied player with the most money ranks higher". 13.5 of
  the spec transcribes the same chain, and 6.3 points to it, so gold is part of the victory
  tie-break (the spec's earlier "it stays a draw" applied only after all three). The basic game
  keeps the draw (6.3; the basic rules' own note says two simultaneous winners share it). The
  result notes say when gold decided (amounts stay secret).
* E-8 Vermin: each owner picks his caravans one at a time (``move 5``); when all his caravans of
  that kind must move there is no choice and it is done automatically.
* E-9 ``default_action`` (a timed-out seat): ``pass`` in an auction, no event card played, no
  event card bought; every other decision is left to the seat's bot.
* E-10 A princess in a sheik's palace can be given to Sidi Suleiman whatever her abilities; if
  the chosen sheik somehow has no princess, Sidi leaves the game alone (cannot happen with two
  or more candidates).
* E-11 Base income (D-1) is the game option ``base_income`` (50 … 250, default 100): the
  printed value is unknown and 100 was a guess. It sets how fast the economy runs and so how
  often E-4's safety end happens: with 100, 3 of 300 careful-random 3-player games reach round
  100; with 150, none (``CarefulRandomBot``, measured). The default is left out of
  the stored options, so states stored before the option existed are unchanged.
"""

from games.emira.game import GAME, Emira

__all__ = ["GAME", "Emira"]
