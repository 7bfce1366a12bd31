"""`python -m influence_board`: the same as the `influence-board` command."""

from .cli.main import main

raise SystemExit(main())
