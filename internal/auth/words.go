package auth

import (
	_ "embed"

	"agencysite/internal/wordfile"
)

//go:embed words.json
var wordsJSON []byte

// mailText is one mail's subject and body, with fmt verbs to fill.
type mailText struct {
	Subject string `json:"subject"`
	Text    string `json:"text"`
}

// words are one language's texts of the sign-in mails (words.json).
type words struct {
	Invitation mailText `json:"invitation"`
	Reset      mailText `json:"reset"`
	// Security are the notices by what changed (totp_enabled, passkey_added…).
	Security       map[string]mailText `json:"security"`
	SecurityFooter string              `json:"securityFooter"`
}

var allWords = wordfile.MustParse[words]("auth: words.json", wordsJSON)
