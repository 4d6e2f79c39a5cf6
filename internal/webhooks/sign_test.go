package webhooks

import (
	"strings"
	"testing"
	"time"
)

// The Standard Webhooks specification's own example (its libraries'
// signing test): a receiver using any of them accepts our signatures.
func TestSignMatchesTheConvention(t *testing.T) {
	got, err := Sign("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "msg_p5jXN8AQM9LWM0D4loKWxJek",
		time.Unix(1614265330, 0), []byte(`{"test": 2432232314}`))
	if want := "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE="; err != nil || got != want {
		t.Fatalf("Sign = %q, %v; want %q", got, err, want)
	}
}

func TestNewSecretIsFresh(t *testing.T) {
	a, b := NewSecret(), NewSecret()
	if a == b || !strings.HasPrefix(a, "whsec_") || len(a) != len("whsec_")+44 {
		t.Fatalf("NewSecret gave %q and %q; want two different whsec_ + base64 of 32 bytes", a, b)
	}
}
