"""The cleaning stage: the word models of :mod:`pipeline.text` (OCR repair, regularisation,
normalisation) applied to a book's texts in reading order, each change recorded as an
intervention, the editors' decisions applied last."""
