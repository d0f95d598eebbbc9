"""maison: from a scanned early-modern French game book to a validated TEI corpus.

The stages run in one direction (see ``pipeline.stages``):
ingest (sources -> lines) -> segment (pages, structure, layout) -> clean (plans) ->
rule ids -> extract (the rules' rows, typed and linked) -> tei (TEI P5, validated).
"""

__version__ = "0.1.0"
__released__ = "2026-11-27"
"""The day this version was released: the date a build records (see pipeline.tei.header)."""
