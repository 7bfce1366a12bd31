"""PyInstaller's entry script: the same as the `influence-board` command."""

from influence_board.cli.main import main

raise SystemExit(main())
