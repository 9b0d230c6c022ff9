"""``explain`` of a prefix several terms share says so in the reader's language (it was English in
every language), listing that language's own terms."""

from __future__ import annotations

import pytest

from games.core.registry import get_game

ANSWERS = {
    "en": ("'p' could be: ", "'c' could be: "),
    "fr": ("«\u00a0p\u00a0» peut désigner\u00a0: ", "«\u00a0c\u00a0» peut désigner\u00a0: "),
    "it": ("«p» può indicare: ", "«c» può indicare: "),
}


@pytest.mark.parametrize("game_id", ["agra", "al-rashid", "almadi", "emira"])
@pytest.mark.parametrize("lang", sorted(ANSWERS))
def test_an_ambiguous_prefix_is_answered_in_the_readers_language(game_id: str, lang: str) -> None:
    game = get_game(game_id)
    answers = [game.explain_term(term, locale=lang) for term in ("p", "c")]
    said = [a for a in answers if a and a.startswith(ANSWERS[lang])]
    assert said, answers
    if lang != "en":
        assert not any("could be" in a for a in answers if a)
