-- Identity verification with a face check (docs/identity.md): when the user's identity passed the
-- face check as well as the name + ID number check. NULL: verified by name + ID number only, or not at all.
ALTER TABLE users ADD COLUMN IF NOT EXISTS face_verified_at timestamptz;
