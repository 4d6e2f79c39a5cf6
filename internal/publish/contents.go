package publish

import (
	"context"
	"fmt"
)

// Contents returns the content document of every kept generation: what a
// rollback can bring back, so what the picture library must keep.
func (s *Store) Contents(ctx context.Context) ([][]byte, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT content FROM generations ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("publish: contents: %w", err)
	}
	defer rows.Close()
	var out [][]byte
	for rows.Next() {
		var doc string
		if err := rows.Scan(&doc); err != nil {
			return nil, fmt.Errorf("publish: contents: %w", err)
		}
		out = append(out, []byte(doc))
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("publish: contents: %w", err)
	}
	return out, nil
}
