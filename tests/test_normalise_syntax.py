"""The normaliser's rules of modern spelling and syntax beyond single words: points of
suspension, a verb and its inverted subject pronoun, the possessive pronoun, and the
neighbours' lean between ``a`` and ``à``. Each rule has a case it changes and one it must
leave; the sentences are FreEM-norm's (dev, quoted here, never read from the data) or the
book's."""

from __future__ import annotations

import pytest

from pipeline.text.normalise import normalise_text


@pytest.mark.parametrize(
    ("source", "modern"),
    [
        ("Pourquoy donc....", "Pourquoi donc…"),  # four points: the one sign
        ("Que ces vainqueurs des Rois... Mais helas!", "Que ces vainqueurs des Rois… Mais hélas!"),
        ("de me . . .", "de me …"),  # the points spaced apart
    ],
)
def test_points_of_suspension_are_one_sign(source: str, modern: str) -> None:
    assert normalise_text(source) == modern


def test_a_full_stop_is_no_point_of_suspension() -> None:
    """One stop, however many there are in the line, is a stop (``Gal. 3. 27.``)."""
    line = "ſelon ce que dit l’Apoſtre:Gal. 3. 27. Vous tous"
    assert "…" not in normalise_text(line)
    assert normalise_text(line).endswith("Gal. 3. 27. Vous tous")


@pytest.mark.parametrize(
    ("source", "modern"),
    [
        # the verb and its pronoun closing a clause: an incise
        ("Il lui ſemble, dit il, & ſi ne ſçait pourquoy", "Il lui semble, dit-il, et si"),
        ("Mais ſçavez vous, qu'enfin il fera mal", "Mais savez-vous, qu'enfin il fera mal"),
        ("Que dis je?", "Que dis-je?"),
        # opening its clause: a question
        ("Doit il impunément douter de cet Oracle?", "Doit-il impunément douter"),
        # the euphonic t printed with an apostrophe, joined or apart; a stays the verb
        ("Penſe-t’il nous avoir porté", "Pense-t-il nous avoir porté"),
        ("Mais, Claudine, n’y a-t’il pas moyen", "Mais, Claudine, n’y a-t-il pas moyen"),
        ("à quel effroyable ſpectacle m’a t’on amené?", "à quel effroyable spectacle m’a-t-on"),
    ],
)
def test_inverted_subject_pronoun_is_hyphenated(source: str, modern: str) -> None:
    assert normalise_text(source).startswith(modern)


@pytest.mark.parametrize(
    "source",
    [
        "que nous vous aimons",  # a subject, then an object: no verb before the pronoun
        "ſi le premier joüeur gagne il prend tout",  # il the subject of what follows
        "Allez, Seigneur, allez vous montrer à ſa veuë.",  # vous the infinitive's object
        "Et nous, mamour, allons nous mettre au lit.",
        "Pour vous, Monſieur, je vous donne",  # pour is no verb
        "& il vient",
    ],
)
def test_a_pronoun_that_is_not_the_inverted_subject_is_left_apart(source: str) -> None:
    assert "-" not in normalise_text(source)


@pytest.mark.parametrize(
    ("source", "modern"),
    [
        ("le cœur des ſoldats au voſtre eſt inégal,", "le cœur des soldats au vôtre est inégal,"),
        ("deuint le confident du voſtre.", "devint le confident du vôtre."),
        ("les noſtres", "les nôtres"),
    ],
)
def test_votre_after_an_article_is_the_pronoun(source: str, modern: str) -> None:
    assert normalise_text(source) == modern


def test_votre_before_its_noun_is_the_determiner() -> None:
    assert normalise_text("voſtre Princeſſe") == "votre Princesse"


def test_a_the_neighbours_lean_to_a_grave_is_the_preposition() -> None:
    """``contraires a l'Eglise``: the neighbours lean to ``à``, short of decisive; the lean
    is taken. After a comma (the book, l. 709: ``Celuy qui a le deuant, a l'auantage``) the
    subject may stand before the incise: kept."""
    assert normalise_text("Ils preſchent choſes contraires a l’Egliſe") == (
        "Ils prêchent choses contraires à l’Église"
    )
    assert normalise_text("Celuy qui a le deuant, a l'auantage") == (
        "Celui qui a le devant, a l'avantage"
    )


def test_a_before_an_infinitive_is_the_preposition() -> None:
    """``et a crier par tout``: avoir never takes a bare infinitive. A noun in -ir after the
    verb (``a plaisir``, ``a loisir``) is no infinitive: no -issez verb is made from it."""
    assert normalise_text("de voſtre Princeſſe, & a crier") == "de votre Princesse, et à crier"
    assert normalise_text("qu'il a plaiſir de le voir") == "qu'il a plaisir de le voir"
    assert normalise_text("le Roy a loiſir") == "le Roi a loisir"


@pytest.mark.parametrize(
    ("source", "modern"),
    [
        ("de deux pieds trois poulces", "de deux pieds trois pouces"),  # the silent l
        ("l'aultre", "l'autre"),
        ("la Metempſicoſe", "la Métempsycose"),  # i for the y of a Greek word
        ("vn Pigmée", "un Pygmée"),
        ("qui trempoit auparavant", "qui trempait auparavant"),  # oi for the imperfect's ai
        ("ils interrompoient", "ils interrompaient"),
        ("il doibt", "il doit"),  # a silent b
        ("les Profetes", "les Prophètes"),  # f for the ph of a Greek word
        ("des rezeaux", "des réseaux"),  # z for s between vowels, and s for z
        ("l'horison", "l'horizon"),
        ("la vertue", "la vertu"),  # a final e after u
        ("Il doit auoir l'esprit munny de patience,", "Il doit avoir l'esprit muni de patience,"),
    ],
)
def test_old_spellings_of_one_modern_word(source: str, modern: str) -> None:
    assert normalise_text(source) == modern


def test_old_spellings_leave_modern_words_and_two_readings() -> None:
    """``coulpe``, ``bourgeois``, ``courtois`` are words of their own; ``cilindre`` could be
    cylindre or cylindré."""
    assert normalise_text("ma coulpe") == "ma coulpe"
    assert normalise_text("le cilindre") == "le cilindre"
    assert normalise_text("vn Bourgeois courtois") == "un Bourgeois courtois"
