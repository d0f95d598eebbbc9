"""TEI P5: writing (``writer``, ``header``), reading back (``reader``) and validation."""

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_NS = "http://www.w3.org/XML/1998/namespace"
