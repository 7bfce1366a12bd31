# bash completion for influence-board (made from its parsers: cli/manual.py)
_influence_board() {
    local cur=${COMP_WORDS[COMP_CWORD]} opts
    if [[ $COMP_CWORD -eq 1 ]]; then
        opts="check replay render options diff code decode sheet schema -h --help --version --ops --reset-settings --new-instance --install-desktop --uninstall-desktop --prefix"
    else
        case ${COMP_WORDS[1]} in
        check) opts="-h --help --version --json";;
        replay) opts="-h --help --version --json --to";;
        render) opts="-h --help --version --ops -o --output --theme --scale --size --caption";;
        options) opts="-h --help --version --ops --player --json";;
        diff) opts="-h --help --version --json";;
        code) opts="-h --help --version --ops";;
        decode) opts="-h --help --version -o --output";;
        sheet) opts="-h --help --version -o --output --no-caption";;
        schema) opts="-h --help --version";;
        *) opts="-h --help --version --ops --reset-settings --new-instance --install-desktop --uninstall-desktop --prefix";;
        esac
    fi
    if [[ $cur == -* || ( $COMP_CWORD -eq 1 && $cur != */* && $cur != .* ) ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    fi
    [[ ${#COMPREPLY[@]} -eq 0 ]] && COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o filenames -F _influence_board influence-board
