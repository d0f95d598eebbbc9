"""Extraction: the French spaCy pipeline on the normalised reading (sentences, rule types,
numbers)."""
