"""The kernels the games are built on: cards and tricks (cards), the race board engine
(goose), line boards (lineboard), ball matches (ball), exact Markov chains (markov)."""
