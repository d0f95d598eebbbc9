"""Readers, one per kind of source. Each returns a :class:`pipeline.model.Source`."""

from pipeline.ingest.artfl import read_artfl
from pipeline.ingest.google_ocr import read_google_ocr
from pipeline.ingest.web import read_web_transcription

__all__ = ["read_artfl", "read_google_ocr", "read_web_transcription"]
