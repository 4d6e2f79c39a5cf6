package publish

import (
	"context"
	"fmt"

	"agencysite/internal/database"
)

// Contents returns the content document of every kept generation: what a
// rollback can bring back, so what the picture library must keep.
func (s *Store) Contents(ctx context.Context) ([][]byte, error) {
	docs, err := database.Query(ctx, s.db, func(row database.Scanner) ([]byte, error) {
		var doc string
		err := row.Scan(&doc)
		return []byte(doc), err
	}, `SELECT content FROM generations ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("publish: contents: %w", err)
	}
	return docs, nil
}
