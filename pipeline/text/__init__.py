"""Pure text helpers shared by several stages: folding, tokens, roman numerals, the page
furniture's patterns, the lexicon, and the word models built on them (OCR repair, the long-s
model, regularisation, normalisation). They read no corpus file: the lexicon's data ship
with the package, and a book's own vocabulary or rates are passed in."""
