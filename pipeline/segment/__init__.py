"""Segmentation: page furniture and page breaks (``pages``), then front matter and games
(``structure``)."""
