"""The verified rules layer: pure, executable predicates for the games of the book, each
naming the rules (segment ids) it implements. No I/O here; see :mod:`.registry`."""
