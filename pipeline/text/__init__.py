"""Pure text helpers shared by several stages: folding, tokens, roman numerals, the page
furniture's patterns. They read no files; what they need is passed in."""
