# zsh -f zsh_capture.zsh FOLDER LINE: what zsh offers when Tab is pressed after LINE, with
# FOLDER first on fpath (compinit autoloads _influence-board from it); one match a line,
# "MATCH -- DESCRIPTION". An interactive zsh in a pseudo-terminal (zpty), its compadd
# wrapped to print each match it adds (adding them too: the completion functions go on as
# their matches say); after the completion it prints the end mark and exits.
zmodload zsh/zpty || exit 3
zpty capture zsh -f -i
zpty -w capture "fpath=(${(q)1} \$fpath); PS1=; PS2=; stty columns 1000"
zpty -w capture 'autoload -Uz compinit; compinit -u -D; bindkey "^I" complete-word'
zpty -w capture 'zstyle ":completion:*" list-grouped false; zstyle ":completion:*" insert-tab false'
# The marks are spelled in two halves so that the terminal's echo of these lines is no mark.
zpty -w capture 'compadd() {
  if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then builtin compadd "$@"; return; fi
  local -a __hits __said; local __d
  if (( $@[(I)-d] )); then __d=${@[$(( ${@[(i)-d]} + 1 ))]}
    if [[ $__d == \(* ]]; then eval "__said=$__d"; else __said=("${(@P)__d}"); fi; fi
  builtin compadd -A __hits -D __said "$@"
  local i; for i in {1..$#__hits}; do print -r -- "MA""TCH:$__hits[i] -- ${__said[i]-}"; done
  builtin compadd "$@"
}'
zpty -w capture '_captured() { print -r -- "DO""NE:CAPTURE"; exit }; comppostfuncs=(_captured)'
zpty -w capture "$2"$'\t'
local line
while zpty -r capture line; do
  [[ $line == *DONE:CAPTURE* ]] && break
  [[ $line == *MATCH:* ]] && print -r -- "${${line#*MATCH:}%$'\r'}"
done
zpty -d capture
