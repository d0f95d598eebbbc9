"""The reading edition: a static site of the built corpus for editors.

Each game in its three readings on one page, every intervention marked and reviewable, each
rule linked to the predicates that play it (their code, tests and the book's contradictions),
a search over the whole book, and editors' decisions exported as ``overrides.tsv``.
``maison edition build`` writes it (:mod:`pipeline.edition.site`), ``maison edition serve``
serves it on 127.0.0.1 (:mod:`pipeline.edition.serve`).
"""
