"""maison: from a scanned early-modern French game book to a validated TEI corpus.

The stages run in one direction (see ``pipeline.build``):
ingest (sources -> lines) -> segment.paging (furniture, page breaks) ->
segment.structure (front matter, games) -> tei.writer (TEI P5, validated).
"""

__version__ = "0.1.0"
