package auth

// PasswordChecks is how many passwords s has verified (right or wrong):
// what a sign-in throttle must keep attempts away from.
func PasswordChecks(s *Store) int64 { return s.hash.checks.Load() }
