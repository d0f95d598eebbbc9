"""Witnesses of one game: the 1665 *Maison*'s Piquet and the 1642 treatise it reprints.

:mod:`~pipeline.witness.tokens` cuts a reading into the tokens both are compared by;
:mod:`~pipeline.witness.align` pairs each rule of one witness with the passages of the other
that say the same (rule-level alignment, ``parallels``); :mod:`~pipeline.witness.collate`
collates the paired passages word by word with CollateX and types each variant;
:mod:`~pipeline.witness.tei` writes the collation as a TEI apparatus in parallel
segmentation; :mod:`~pipeline.witness.variants` runs the Piquet's predicates under each
witness where a variant changes them and writes ``reports/variants.md``.
"""
