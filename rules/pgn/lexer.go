package pgn

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"
	"unicode/utf8"
)

// tokenKind is the kind of a PGN token.
type tokenKind uint8

const (
	tokEOF       tokenKind = iota
	tokTagOpen             // '[' at the start of a tag pair
	tokTagClose            // ']'
	tokString              // "…" (text holds the unescaped value)
	tokSymbol              // a move, move number, result or tag name
	tokComment             // {…} or ;… (text holds the comment)
	tokOpen                // '('
	tokClose               // ')'
	tokNAG                 // $n (text holds the digits)
	tokDrawOffer           // (=)
	tokInvalid             // a character that has no place in PGN
)

// token is one lexical unit; text aliases the lexer's buffers and is valid
// until the next call to next.
type token struct {
	kind      tokenKind
	text      []byte
	line, col int // 1-based; col counts bytes
	lineStart bool
}

// lexer splits a PGN stream into tokens, line by line, so that a file of
// any size streams through a fixed buffer.
type lexer struct {
	r       *bufio.Reader
	line    []byte // current line, without its line ending
	pos     int    // next byte of line
	lineNo  int
	eof     bool
	err     error  // a read error other than io.EOF
	long    []byte // accumulates lines longer than the bufio buffer
	text    []byte // accumulates multi-line comments and strings
	back    token  // pushed-back token
	backErr error  // and its error
	hasBack bool
}

// bom is the UTF-8 byte order mark, U+FEFF: at the start of a file, or of
// each file of several joined with cat.
var bom = []byte("\uFEFF")

func newLexer(r io.Reader) *lexer {
	return &lexer{r: bufio.NewReaderSize(r, 64<<10)}
}

// nextLine reads the next line, dropping a UTF-8 BOM at its start (on the
// first line, or where files were joined), the line ending (LF or CRLF)
// and escape lines (starting with %).
func (lx *lexer) nextLine() bool { return lx.readLine(true) }

// readLine reads the next line; escapes says whether lines starting with %
// are escape lines (not inside a comment).
func (lx *lexer) readLine(escapes bool) bool {
	if cap(lx.long) > bigBuffer {
		lx.long = nil // a huge line keeps no memory once read
	}
	for {
		if lx.eof {
			lx.line, lx.pos = nil, 0
			return false
		}
		line, err := lx.r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) {
			lx.long = append(lx.long[:0], line...)
			for errors.Is(err, bufio.ErrBufferFull) {
				line, err = lx.r.ReadSlice('\n')
				lx.long = append(lx.long, line...)
			}
			line = lx.long
		}
		if err != nil {
			lx.eof = true
			if err != io.EOF {
				lx.err = err
			}
			if len(line) == 0 {
				continue
			}
		}
		lx.lineNo++
		line = bytes.TrimPrefix(line, bom)
		line = bytes.TrimRight(line, "\r\n")
		if escapes && len(line) > 0 && line[0] == '%' {
			continue
		}
		lx.line, lx.pos = line, 0
		return true
	}
}

// unread pushes t back; the next call to next returns it again. The token
// text must not be needed across a line change, so only symbols on the
// current line and structural tokens are pushed back.
func (lx *lexer) unread(t token) { lx.back, lx.backErr, lx.hasBack = t, nil, true }

// unreadErr pushes back t with the error next returned with it.
func (lx *lexer) unreadErr(t token, err error) { lx.back, lx.backErr, lx.hasBack = t, err, true }

// next returns the next token.
func (lx *lexer) next() (token, error) {
	if lx.hasBack {
		lx.hasBack = false
		return lx.back, lx.backErr
	}
	for {
		for lx.pos < len(lx.line) {
			if isSpace(lx.line[lx.pos]) {
				lx.pos++
			} else if lx.line[lx.pos] == bom[0] && bytes.HasPrefix(lx.line[lx.pos:], bom) {
				lx.pos += len(bom) // a BOM in a line (files joined without a line end) is no token
			} else {
				break
			}
		}
		if lx.pos < len(lx.line) {
			break
		}
		if !lx.nextLine() {
			return token{kind: tokEOF, line: lx.lineNo + 1, col: 1}, lx.err
		}
	}
	start := lx.pos
	t := token{line: lx.lineNo, col: start + 1, lineStart: start == 0}
	c := lx.line[start]
	lx.pos++
	switch c {
	case '[':
		t.kind = tokTagOpen
	case ']':
		t.kind = tokTagClose
	case ')':
		t.kind = tokClose
	case '(':
		t.kind = tokOpen
		if bytes.HasPrefix(lx.line[lx.pos:], []byte("=)")) {
			t.kind = tokDrawOffer
			lx.pos += 2
		}
	case '{':
		return lx.braceComment(t)
	case ';':
		t.kind, t.text = tokComment, lx.line[lx.pos:]
		lx.pos = len(lx.line)
	case '"':
		return lx.str(t)
	case '$':
		end := lx.pos
		for end < len(lx.line) && isDigit(lx.line[end]) {
			end++
		}
		t.kind, t.text = tokNAG, lx.line[lx.pos:end]
		lx.pos = end
	default:
		if !isSymbolByte(c) {
			r, _ := utf8.DecodeRune(lx.line[start:])
			t.kind = tokInvalid
			return t, &SyntaxError{Syntax: UnexpectedCharacter, Text: strconv.QuoteRune(r)}
		}
		end := symbolEnd(lx.line, lx.pos)
		t.kind, t.text = tokSymbol, lx.line[start:end]
		lx.pos = end
	}
	return t, nil
}

// braceComment reads a {…} comment, which may span lines; the line breaks
// become spaces.
func (lx *lexer) braceComment(t token) (token, error) {
	t.kind = tokComment
	if cap(lx.text) > bigBuffer {
		lx.text = nil
	}
	if i := bytes.IndexByte(lx.line[lx.pos:], '}'); i >= 0 {
		t.text = lx.line[lx.pos : lx.pos+i]
		lx.pos += i + 1
		return t, nil
	}
	lx.text = append(lx.text[:0], lx.line[lx.pos:]...)
	for lx.readLine(false) {
		lx.text = append(lx.text, ' ')
		if i := bytes.IndexByte(lx.line, '}'); i >= 0 {
			lx.text = append(lx.text, lx.line[:i]...)
			lx.pos = i + 1
			t.text = lx.text
			return t, nil
		}
		lx.text = append(lx.text, lx.line...)
	}
	return t, &SyntaxError{Syntax: UnclosedComment}
}

// errOpenValue: a tag value's quote is not closed on its line.
var errOpenValue = &SyntaxError{Syntax: UnclosedValue}

// str reads a quoted tag value with \" and \\ escapes; it must end on the
// same line.
func (lx *lexer) str(t token) (token, error) {
	t.kind = tokString
	if cap(lx.text) > bigBuffer {
		lx.text = nil
	}
	lx.text = lx.text[:0]
	for lx.pos < len(lx.line) {
		c := lx.line[lx.pos]
		lx.pos++
		switch {
		case c == '"':
			t.text = lx.text
			return t, nil
		case c == '\\' && lx.pos < len(lx.line):
			lx.text = append(lx.text, lx.line[lx.pos])
			lx.pos++
		default:
			lx.text = append(lx.text, c)
		}
	}
	return t, errOpenValue
}

// restOfLine skips what is left of the current line.
func (lx *lexer) restOfLine() { lx.pos = len(lx.line) }

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// symbolEnd returns the end of the symbol of b that goes on at i: the
// first byte that cannot be part of a symbol, or a BOM, which is none.
func symbolEnd(b []byte, i int) int {
	for i < len(b) && isSymbolByte(b[i]) && (b[i] != bom[0] || !bytes.HasPrefix(b[i:], bom)) {
		i++
	}
	return i
}

// isSymbolByte reports whether c can be part of a symbol: letters, digits,
// the PGN symbol continuation characters, suffix annotations, dots of move
// numbers and any non-ASCII byte (figurines).
func isSymbolByte(c byte) bool {
	switch {
	case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9', c >= utf8.RuneSelf:
		return true
	}
	switch c {
	case '_', '+', '#', '=', ':', '-', '/', '!', '?', '.', '*':
		return true
	}
	return false
}
