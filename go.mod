module github.com/tactuschess/tactus

go 1.26

require (
	github.com/ebitengine/oto/v3 v3.4.0
	github.com/gen2brain/malgo v0.11.24
)

require (
	github.com/BurntSushi/toml v1.6.0 // indirect
	github.com/ebitengine/purego v0.9.0 // indirect
	golang.org/x/sys v0.36.0 // indirect
)
