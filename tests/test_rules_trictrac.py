"""Trictrac values as the book states them, and where it disagrees with itself."""

from __future__ import annotations

import pytest

from pipeline.rules import trictrac as t

pred = pytest.mark.predicate


@pred("pipeline.rules.trictrac.jan_de_rencontre")
def test_jan_de_rencontre_two_readings():
    """trictrac.p74.1–p75.1 (the table): simple 2, doublet 4; trictrac.p43.1 (the chapter):
    simple 4, doublet 6."""
    assert (t.jan_de_rencontre(False), t.jan_de_rencontre(True)) == (2, 4)
    assert (t.jan_de_rencontre(False, "chapter"), t.jan_de_rencontre(True, "chapter")) == (4, 6)
    with pytest.raises(ValueError):
        t.jan_de_rencontre(False, "quatrain")


@pred("pipeline.rules.trictrac.jan_de_deux_tables")
@pred("pipeline.rules.trictrac.jan_de_trois_coups")
def test_values_where_the_book_agrees():
    """trictrac.p77.1–p78.1 and quatrain XIII: the Jan de deux tables 4 and 6;
    trictrac.p76.2 and p46.1: the Jan de trois coups 4."""
    assert (t.jan_de_deux_tables(False), t.jan_de_deux_tables(True)) == (4, 6)
    assert t.jan_de_trois_coups() == 4
