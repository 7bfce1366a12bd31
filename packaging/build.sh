#!/usr/bin/env bash
# Build the one-folder app into dist/influence-board/ with PyInstaller.
#
#   packaging/build.sh                 a fresh venv in build/venv: `pip install .` (not
#                                      editable) and PyInstaller, then the build
#   packaging/build.sh --current-env   use the active Python and its PySide6, networkx,
#                                      numpy instead (or INFLUENCE_BOARD_CURRENT_ENV=1);
#                                      PyInstaller is added if missing; the project goes
#                                      (not editable) to build/project, leaving the
#                                      environment's own install, often editable, alone
#
# Then: dist/influence-board/influence-board --version
set -euo pipefail
cd "$(dirname "$0")/.."

current=${INFLUENCE_BOARD_CURRENT_ENV:-0}
for arg in "$@"; do
  case $arg in
    --current-env) current=1 ;;
    -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
    *) echo "build.sh: unknown option $arg (try --help)" >&2; exit 2 ;;
  esac
done

spec_args=()
# setuptools' build/lib would keep files deleted from the source: start it afresh.
rm -rf build/lib build/bdist.*
if [[ $current == 1 ]]; then
  python=$(command -v python || command -v python3)
  "$python" -c 'import PySide6, networkx, numpy' || {
    echo "build.sh: $python lacks the dependencies; pip install . (or drop --current-env)" >&2
    exit 2
  }
  "$python" -c 'import PyInstaller' 2>/dev/null || "$python" -m pip install -q 'pyinstaller>=6.10'
  rm -rf build/project
  "$python" -m pip install -q --no-deps --no-compile --target build/project .
  spec_args=(-- --project-path build/project)
else
  if [[ ! -x build/venv/bin/python ]]; then
    python3 -m venv build/venv
    build/venv/bin/python -m pip install -q --upgrade pip
  fi
  python=build/venv/bin/python
  # Not editable: PyInstaller then sees the package and its resources as a user would.
  "$python" -m pip install -q --force-reinstall --no-deps .
  "$python" -m pip install -q . 'pyinstaller>=6.10'
fi

start=$SECONDS
"$python" -m PyInstaller --noconfirm --clean \
  --distpath dist --workpath build/pyinstaller packaging/influence-board.spec ${spec_args[@]+"${spec_args[@]}"}
app=dist/influence-board/influence-board
QT_QPA_PLATFORM=offscreen "$app" --version
QT_QPA_PLATFORM=offscreen "$app" check >/dev/null

# Libraries the window plugins need that this machine lacks, so the bundle lacks them too.
if command -v ldd >/dev/null; then
  missing=$(for plugin in dist/influence-board/_internal/PySide6/Qt/plugins/platforms/*.so; do
    ldd "$plugin" | awk '/not found/ {print $1}'
  done | sort -u | tr '\n' ' ')
  if [[ -n $missing ]]; then
    echo "note: not on this machine, so not bundled; the target must provide: $missing"
  fi
fi
echo "built $app in $((SECONDS - start)) s; $(du -sh dist/influence-board | cut -f1) in all"
