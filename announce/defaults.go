package announce

import "reflect"

// WithDefaults returns a copy of l whose empty messages are English's: a
// language table under construction (or one a caller built for a language
// tactus does not have) says every phrase, partly in English, instead of
// leaving words out. Plural forms that are empty but for Other stay so,
// since Form falls back to Other. Numbers are said in English unless l
// came from this package.
func (l *Language) WithDefaults() *Language {
	c := l.clone()
	fillFrom(reflect.ValueOf(c).Elem(), reflect.ValueOf(builtinEnglish()).Elem())
	if c.spell.whole == nil {
		c.spell = builtinEnglish().spell
	}
	return c
}

// fillFrom sets every empty exported string of dst (a struct or array,
// addressable) to the one at the same place in src, but a plural's Few and
// Many.
func fillFrom(dst, src reflect.Value) {
	switch dst.Kind() {
	case reflect.String:
		if dst.String() == "" {
			dst.SetString(src.String())
		}
	case reflect.Array:
		for i := range dst.Len() {
			fillFrom(dst.Index(i), src.Index(i))
		}
	case reflect.Struct:
		for i := range dst.NumField() {
			f := dst.Type().Field(i)
			if f.IsExported() && !(dst.Type() == reflect.TypeOf(Plural{}) && (f.Name == "Few" || f.Name == "Many")) {
				fillFrom(dst.Field(i), src.Field(i))
			}
		}
	}
}
