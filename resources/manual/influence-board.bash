# bash completion for influence-board (made from its parsers: cli/manual.py)
_influence_board_values() {  # $1: what the value is (choice, file, folder, word); $2: choices
    case $1 in
    choice) COMPREPLY=($(compgen -W "$2" -- "$cur"));;
    file) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur"));;
    folder) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- "$cur"));;
    esac
}
_influence_board() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev= command= options= value= choices=
    (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
    if [[ $cur == = ]]; then  # --theme=: the value is still to come
        cur=
    elif [[ $prev == = ]] && (( COMP_CWORD > 1 )); then  # --theme=da
        prev=${COMP_WORDS[COMP_CWORD-2]}
    fi
    (( COMP_CWORD > 1 )) && command=${COMP_WORDS[1]}
    COMPREPLY=()
    case $command in
    check)
        options="-h --help --version --json"
        value=file choices="";;
    replay)
        options="-h --help --version --json --to"
        case $prev in
        --to) _influence_board_values word; return;;
        esac
        value=file choices="";;
    render)
        options="-h --help --version --ops -o --output --theme --scale --size --caption"
        case $prev in
        --ops) _influence_board_values file; return;;
        -o|--output) _influence_board_values file; return;;
        --theme) _influence_board_values choice "light dark high-contrast"; return;;
        --scale) _influence_board_values word; return;;
        --size) _influence_board_values word; return;;
        esac
        value=file choices="";;
    animate)
        options="-h --help --version -o --output --delay --size --theme --arrangement --to"
        case $prev in
        -o|--output) _influence_board_values file; return;;
        --delay) _influence_board_values word; return;;
        --size) _influence_board_values word; return;;
        --theme) _influence_board_values choice "light dark high-contrast"; return;;
        --arrangement) _influence_board_values choice "map table"; return;;
        --to) _influence_board_values word; return;;
        esac
        value=file choices="";;
    options)
        options="-h --help --version --ops --player --json"
        case $prev in
        --ops) _influence_board_values file; return;;
        --player) _influence_board_values word; return;;
        esac
        value=file choices="";;
    diff)
        options="-h --help --version --json"
        value=file choices="";;
    code)
        options="-h --help --version --ops"
        case $prev in
        --ops) _influence_board_values file; return;;
        esac
        value=file choices="";;
    decode)
        options="-h --help --version -o --output"
        case $prev in
        -o|--output) _influence_board_values file; return;;
        esac
        value=word choices="";;
    sheet)
        options="-h --help --version -o --output --no-caption"
        case $prev in
        -o|--output) _influence_board_values file; return;;
        esac
        value=file choices="";;
    schema)
        options="-h --help --version"
        value=choice choices="scenario game operation report";;
    help)
        options="-h --help --version"
        value=choice choices="check replay render animate options diff code decode sheet schema help";;
    *)
        options="-h --help --version --ops --reset-settings --new-instance --install-desktop --uninstall-desktop --prefix"
        case $prev in
        --ops) _influence_board_values file; return;;
        --prefix) _influence_board_values folder; return;;
        esac
        value=file choices="";;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$options" -- "$cur"))
    elif (( COMP_CWORD == 1 )) && [[ $cur != */* && $cur != .* ]]; then
        COMPREPLY=($(compgen -W "check replay render animate options diff code decode sheet schema help" -- "$cur"))
        (( ${#COMPREPLY[@]} )) || _influence_board_values "$value"
    else
        _influence_board_values "$value" "$choices"
    fi
}
complete -F _influence_board influence-board
