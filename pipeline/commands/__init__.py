"""The ``maison`` command's groups of subcommands, each in the module of its job
(:mod:`pipeline.cli` is the command itself and registers them)."""
