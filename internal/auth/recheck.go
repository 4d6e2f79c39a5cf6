package auth

import (
	"context"
	"database/sql"
	"fmt"

	"agencysite/internal/mail"
)

// recheck proves, before a change that could lock the owner out (two-factor,
// recovery codes, the password), that the person at a signed-in session
// knows the password, or a current code when two-factor is on. Checks are
// reserved like sign-ins (recheckPolicy), every failure is audited, and
// the session ends on the last free failure: a stolen session cannot be
// used to guess the password. field names the problem of a mismatch.
func (s *Store) recheck(ctx context.Context, actor Actor, field, password, code string) (account, error) {
	if password == "" && code == "" {
		return account{}, Problems{field: "required"}
	}
	key := recheckKey(actor.ID)
	r, err := s.attempts.Reserve(ctx, key, recheckPolicy)
	if err != nil {
		return account{}, err
	}
	if !r.Granted {
		return account{}, &ThrottledError{RetryAfter: r.RetryAfter}
	}
	a, err := s.accountWhere(ctx, s.db, `id = $1`, actor.ID)
	if err != nil {
		return account{}, fmt.Errorf("auth: recheck: %w", err)
	}
	var ok bool
	if code != "" && a.TOTPEnabled {
		ok, err = s.secondFactor(ctx, a, code, "")
	} else {
		ok, err = s.hash.Verify(ctx, a.passwordHash, password)
	}
	if err != nil {
		return account{}, fmt.Errorf("auth: recheck: %w", err)
	}
	if ok {
		return a, s.attempts.Forget(ctx, key)
	}
	if r.N < recheckPolicy.Free {
		if err := s.audit(ctx, s.db, actor, "auth.recheck_failed", "user:"+actor.ID, ""); err != nil {
			return account{}, err
		}
		return account{}, Problems{field: "mismatch"}
	}
	err = s.db.InTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM sessions WHERE id = $1`, actor.Session); err != nil {
			return err
		}
		return s.audit(ctx, tx, actor, "auth.recheck_failed", "user:"+actor.ID, "session ended")
	})
	if err != nil {
		return account{}, fmt.Errorf("auth: recheck: %w", err)
	}
	return account{}, ErrSignedOut
}

// MailSecurity is the outbox kind of a mail telling a user that their
// sign-in changed.
const MailSecurity = "security-notice"

var securityTexts = map[string]map[string][2]string{
	"en": {
		"footer":          {"", "If this was not you, ask the site's owner to reset your sign-in at once."},
		"totp_enabled":    {"Two-factor sign-in turned on", "Two-factor sign-in was turned on for your account on %s. Codes now come from the authenticator app you just set up."},
		"totp_replaced":   {"Your authenticator app was replaced", "A new authenticator app was set up for your account on %s; the previous one and your old recovery codes no longer work."},
		"totp_disabled":   {"Two-factor sign-in turned off", "Two-factor sign-in was turned off for your account on %s."},
		"totp_reset":      {"Two-factor sign-in reset", "The operator reset two-factor sign-in for your account on %s, and ended your sessions."},
		"passkey_added":   {"A passkey was added", "A passkey was added to your account on %s."},
		"passkey_removed": {"A passkey was removed", "A passkey was removed from your account on %s."},
	},
	"ar": {
		"footer":          {"", "إن لم تكن أنت من فعل ذلك، فاطلب من مالك الموقع إعادة ضبط تسجيل دخولك فورًا."},
		"totp_enabled":    {"تم تفعيل التحقق بخطوتين", "تم تفعيل التحقق بخطوتين لحسابك في %s. تأتي الرموز الآن من تطبيق المصادقة الذي أعددته."},
		"totp_replaced":   {"تم استبدال تطبيق المصادقة", "تم إعداد تطبيق مصادقة جديد لحسابك في %s؛ لم يعد التطبيق السابق ولا رموز الاسترداد القديمة صالحة."},
		"totp_disabled":   {"تم إيقاف التحقق بخطوتين", "تم إيقاف التحقق بخطوتين لحسابك في %s."},
		"totp_reset":      {"تمت إعادة ضبط التحقق بخطوتين", "أعاد المشغّل ضبط التحقق بخطوتين لحسابك في %s وأنهى جلساتك."},
		"passkey_added":   {"أُضيف مفتاح مرور", "أُضيف مفتاح مرور إلى حسابك في %s."},
		"passkey_removed": {"أُزيل مفتاح مرور", "أُزيل مفتاح مرور من حسابك في %s."},
	},
	"fr": {
		"footer":          {"", "Si ce n'était pas vous, demandez tout de suite au propriétaire du site de réinitialiser votre connexion."},
		"totp_enabled":    {"Connexion en deux étapes activée", "La connexion en deux étapes a été activée pour votre compte sur %s. Les codes viennent désormais de l'application que vous venez de configurer."},
		"totp_replaced":   {"Votre application d'authentification a été remplacée", "Une nouvelle application d'authentification a été configurée pour votre compte sur %s ; l'ancienne et vos anciens codes de secours ne fonctionnent plus."},
		"totp_disabled":   {"Connexion en deux étapes désactivée", "La connexion en deux étapes a été désactivée pour votre compte sur %s."},
		"totp_reset":      {"Connexion en deux étapes réinitialisée", "L'exploitant a réinitialisé la connexion en deux étapes de votre compte sur %s et fermé vos sessions."},
		"passkey_added":   {"Une clé d'accès a été ajoutée", "Une clé d'accès a été ajoutée à votre compte sur %s."},
		"passkey_removed": {"Une clé d'accès a été supprimée", "Une clé d'accès a été supprimée de votre compte sur %s."},
	},
	"tr": {
		"footer":          {"", "Bunu siz yapmadıysanız, site sahibinden girişinizi hemen sıfırlamasını isteyin."},
		"totp_enabled":    {"İki adımlı giriş açıldı", "%s hesabınız için iki adımlı giriş açıldı. Kodlar artık az önce kurduğunuz doğrulama uygulamasından gelir."},
		"totp_replaced":   {"Doğrulama uygulamanız değiştirildi", "%s hesabınız için yeni bir doğrulama uygulaması kuruldu; öncekisi ve eski kurtarma kodlarınız artık çalışmaz."},
		"totp_disabled":   {"İki adımlı giriş kapatıldı", "%s hesabınız için iki adımlı giriş kapatıldı."},
		"totp_reset":      {"İki adımlı giriş sıfırlandı", "Yönetici %s hesabınız için iki adımlı girişi sıfırladı ve oturumlarınızı kapattı."},
		"passkey_added":   {"Bir geçiş anahtarı eklendi", "%s hesabınıza bir geçiş anahtarı eklendi."},
		"passkey_removed": {"Bir geçiş anahtarı kaldırıldı", "%s hesabınızdan bir geçiş anahtarı kaldırıldı."},
	},
}

// notify queues, in tx, a mail telling u that what changed on their account.
func (s *Store) notify(ctx context.Context, tx *sql.Tx, u User, what string) error {
	texts, ok := securityTexts[u.Language]
	if !ok {
		texts = securityTexts["en"]
	}
	t := texts[what]
	_, err := mail.Enqueue(ctx, tx, mail.Message{Kind: MailSecurity, Ref: u.ID, To: u.Email, Lang: u.Language,
		Subject: t[0], Text: fmt.Sprintf(t[1], s.opts.Issuer) + "\n\n" + texts["footer"][1] + "\n", Created: s.clock()})
	return err
}

// queued tells the outbox worker that mail waits.
func (s *Store) queued() {
	if s.opts.Queued != nil {
		s.opts.Queued()
	}
}
