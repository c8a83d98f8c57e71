import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A seat hold in one call (`hold_seats`), run as a statement of its own: the address's live holds
 * counted under its lock, the hold, its seats' claims and the counter, all or none. Before, the
 * hold ran in a transaction the site committed one round trip later, so buyers racing for the same
 * seats waited on each other's claims for as long as the site took to answer: under load, a queue.
 * Now every lock is let go when the statement ends. A refusal rolls back only the block's writes
 * (a subtransaction) and is answered as a row, not an error: `gone_seats`, the seats claimed
 * first by someone else; `taken_now` null with none gone, too few tickets left; `live_holds` at
 * the limit, too many holds from the address. Not worth a wait for the disk: committed without
 * waiting for the write-ahead log's flush (should the database crash within that fraction of a
 * second, the hold is lost with its count, and nothing is oversold).
 */
export class SeatHoldFunction1765043000000 implements MigrationInterface {
  name = "SeatHoldFunction1765043000000";

  async up(q: QueryRunner): Promise<void> {
    // Its names resolve in the system catalogue, then the site's schema, whatever path the session
    // that calls it has (as every trigger function's: 1764960000000-trigger-search-path.ts).
    const [{ schema }] = (await q.query(`SELECT quote_ident(current_schema()) AS schema`)) as { schema: string }[];
    await q.query(`
      CREATE FUNCTION hold_seats(p_performance uuid, p_token_hash text, p_address text, p_expires timestamptz, p_seats uuid[], p_capacity int, p_live_limit int, p_now timestamptz)
      RETURNS TABLE (held_id uuid, gone_seats uuid[], taken_now int, live_holds int)
      LANGUAGE plpgsql SET search_path = pg_catalog, ${schema} AS $$
      DECLARE
        claimed uuid[];
      BEGIN
        IF coalesce(cardinality(p_seats), 0) = 0 OR cardinality(p_seats) <> (SELECT count(DISTINCT seat) FROM unnest(p_seats) AS seat) THEN
          RAISE EXCEPTION 'hold_seats: the seats must be one or more, each once' USING ERRCODE = 'invalid_parameter_value';
        END IF;
        -- Local to the transaction (not the function's SET clause, which would end with the call).
        PERFORM set_config('synchronous_commit', 'off', true);
        IF p_live_limit > 0 THEN
          PERFORM pg_advisory_xact_lock(hashtextextended('ticket-hold:' || p_address, 0));
          SELECT count(*)::int INTO live_holds FROM ticket_hold WHERE address_key = p_address AND expires_at > p_now;
          IF live_holds >= p_live_limit THEN
            RETURN NEXT;
            RETURN;
          END IF;
        END IF;
        BEGIN
          INSERT INTO ticket_hold (performance_id, token_hash, quantity, address_key, expires_at)
            VALUES (p_performance, p_token_hash, cardinality(p_seats), p_address, p_expires)
            RETURNING id INTO held_id;
          -- In the seats' order, so that two buyers' overlapping choices cannot deadlock.
          WITH made AS (
            INSERT INTO seat_claim (seat_id, performance_id, hold_id)
            SELECT seat, p_performance, held_id FROM unnest(p_seats) AS seat ORDER BY seat
            ON CONFLICT (seat_id) DO NOTHING RETURNING seat_id
          )
          SELECT coalesce(array_agg(seat_id), '{}') INTO claimed FROM made;
          gone_seats := ARRAY(SELECT seat FROM unnest(p_seats) AS seat WHERE seat <> ALL (claimed));
          IF cardinality(gone_seats) = 0 THEN
            UPDATE ticket_stock SET taken = taken + cardinality(p_seats)
             WHERE performance_id = p_performance AND taken + cardinality(p_seats) <= p_capacity
             RETURNING taken INTO taken_now;
          END IF;
          IF cardinality(gone_seats) > 0 OR taken_now IS NULL THEN
            RAISE EXCEPTION 'seat hold refused';
          END IF;
        EXCEPTION WHEN raise_exception THEN
          held_id := NULL;
          taken_now := NULL;
        END;
        RETURN NEXT;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION hold_seats(uuid, text, text, timestamptz, uuid[], int, int, timestamptz)`);
  }
}
