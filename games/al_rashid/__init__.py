"""Al-Rashid rules engine (spec: shared/rules/al-rashid.md).

The state is a plain JSON dict (state.py); every pending decision is a *frame* on a stack
(games.core.flow; each module's STEPS table, joined in flow.py) so that one seat decides at a
time, including out-of-turn decisions (2nd/3rd ranks, contenders, espionage slots, window
owners, payers).

Action grammar (canonical lower-case text; every list offered by ``legal`` stays small)
-------------------------------------------------------------------------------------------
Sectors: intrigue military traditions commerce politics rashid | silk spice sanmatia indianum
abbasid internum nilus. Goods: wood ceramic metal spice silk. Titles: the spec's ids
(smuggler … counselor_to_the_caliph, treasurer … alchemist). Colours: red blue.

* setup / any single draw: ``draw red`` | ``draw blue`` (typed ``red`` / ``blue`` alone: an
  answer without its verb resolves when exactly one legal move ends that way)
* Diplomat window: ``reserve pasha`` | ``reserve merchant`` | ``skip``
* placement (two steps): ``place <pawn>`` then ``place <pawn> <sector>`` (or ``back``);
  a reserved Diplomat pawn: ``place <pawn> <sector>``
* Plotter/Informer window: ``move <from> <pawn>`` then ``move <from> <pawn> <to>`` | ``back`` | ``done``
* resolution turn: ``resolve <sector>``, ``use <activated title>``, ``end`` (skip the activation)
* guild visit: ``service`` | ``title <id>`` | ``title <id> note`` | ``favor`` (the guild's favor) |
  ``favorite <general|scholar|vizier|qadi>`` (Intrigue: Caliph's Favorite copying a favor),
  then ``done`` (or ``back``); ``pass`` = no action (1 dishonour)
* Al-Rashid's palace: ``benevolence`` | ``title <id>`` | ``title <id> note`` then ``done`` / ``back``
* payment: ``pay <good> <good> …`` (each legal minimal payment, D-17 order); when more than 20
  payments exist the payer narrows with ``add <good>`` / ``clear`` first; ``back`` re-declares
* effects: ``take <good>`` (Benevolence, Quartermaster, Raider), ``give <good>`` then
  ``take <good>`` (Vizier, Smuggler), ``give <good>`` then ``draw <colour>`` (General),
  ``give <common good>`` (Trader), ``favor <general|scholar|vizier|qadi>`` ×2 (Impostor),
  ``convert pool|<sector>`` | ``skip`` (Alchemist), ``look <country>`` then
  ``remove <colour> <value> with <colour> <value>`` | ``keep`` (Negotiator; when that value is
  on the country both face up and face down, the plain form removes a face-down token and
  ``remove <colour> <value> up with <colour> <value>`` the face-up one),
  ``first title`` | ``first favor`` (order of a visit's effects when both need decisions, PD-15)
* espionage operation: ``spy <country>`` | ``move <country> <pawn>`` then
  ``move <country> <pawn> <country>`` | ``forfeit``
* battle: ``commit <colour> <value>`` (repeatable), then ``fight``; or ``flee``
* trade: ``take all <good>`` (1st trader, first item only) | ``take <good>`` | ``take note``

Rulings beyond the spec (engine decisions)
------------------------------------------
* R1 A visit's effects resolve in the order service, title, favor, except when the title and the
  favor both still need decisions (Impostor with the Caliph's Favorite copying General/Vizier:
  they compete for the goods left): then the player chooses ``first title``/``first favor``
  (PD-15). Service effects never interact with the others (espionage is deferred; draws are
  identical sequential choices).
* R2 A visit may only declare actions it can pay for (declaration is filtered by payability, so a
  declaration can always be finished). A declared General/Vizier restricts payments to those that
  leave at least one good (§12.7).
* R3 A credit note is chosen with the title (``title <id> note``) and spent at payment.
* R4 Once a contender has committed a token (``commit``), ``flee`` is no longer offered: the
  committed tokens are public text, so taking them back would reveal hand values.
* R5 Negotiator: the player chooses the token (C008 "of your choice"); a face-up and a face-down
  token of the same value are distinct choices (what stays hidden). Among several face-down
  tokens of the same value the engine takes the first (they are indistinguishable to the player).
* R6 Ties in final standings after wealth and turn order cannot occur (positions are unique).
* R7 Windows (Diplomat, Plotter/Informer) and Alchemist with nothing possible are skipped silently.
"""

from games.al_rashid.game import GAME, AlRashid

__all__ = ["GAME", "AlRashid"]
