-- The full nights alone, by night: a page of a dated search at a busy site's scale reads which
-- stays are full from them, and probes only its own stays' rooms (docs/decisions/0001, "Later").
CREATE INDEX "room_nights_full_idx" ON "room_nights" USING btree ("night","accommodation_id") WHERE "room_nights"."taken" >= "room_nights"."total";