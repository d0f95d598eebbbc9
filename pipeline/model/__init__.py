"""The model every stage reads and adds to: the types a source becomes on its way to TEI.

- :mod:`.source`: the ingested source (lines, spans, blocks; what was dropped);
- :mod:`.furniture`: a page's furniture (running heads, signatures, pieces inside a line);
- :mod:`.items`: the paged sequence (units, page breaks, lost pages);
- :mod:`.front`: the table of contents' entries and the front matter's plan;
- :mod:`.book`: the divisions of the book;
- :mod:`.layout`: the containers the writer serialises, in reading order;
- :mod:`.plans`: the cleaning plans and their interventions;
- :mod:`.walk`: where a plan's choices open and close, walked once for the TEI writer and
  the readings;
- :mod:`.readings`: what a reading reads (tokens) and the lines they make, for the readings
  made from the model and those the TEI reader reads back;
- :mod:`.starts`: where the rules begin;
- :mod:`.rows`: the rules as ``rules.jsonl`` rows.

Data, and the two walks over it that more than one stage needs (no stage is imported here);
frozen where nothing changes a value once made.
The source's types are importable from the package itself (``from pipeline.model import Line``).
"""

from pipeline.model.source import RULE_TYPE_DESC, RULE_TYPES, Block, Dropped, Line, Source, Span

__all__ = ["RULE_TYPES", "RULE_TYPE_DESC", "Block", "Dropped", "Line", "Source", "Span"]
