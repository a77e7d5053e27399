-- The schema as migrations 0000 to 0035 left it (pg_dump --schema-only, without owners and privileges),
-- squashed into one baseline. A database already at 0035 skips it (same timestamp in the journal).
-- Functions and triggers are not here: src/server/db/sql/ holds them and runMigrations applies them
-- after the migrations (docs/ARCHITECTURE.md, the `src/server/db/` row).
CREATE TYPE public.gaston_circuit_pairs AS (
	gym_difficulty_id integer,
	pairs integer,
	topped_pairs integer,
	flashed_pairs integer,
	first_tops integer,
	tries_to_first_top_sum integer
);
--> statement-breakpoint
-- The one function a column needs when its table is created (boulders.code's default); src/server/db/sql/ keeps it current.
CREATE OR REPLACE FUNCTION public.gaston_new_boulder_code()
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  candidate text;
BEGIN
  LOOP
    candidate := '';
    FOR i IN 1..6 LOOP
      candidate := candidate || substr(alphabet, 1 + floor(random() * 32)::int, 1);
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM boulders WHERE code = candidate);
  END LOOP;
  RETURN candidate;
END;
$function$;
--> statement-breakpoint
CREATE TABLE public.announcement_deliveries (
    id bigint NOT NULL,
    announcement_id integer NOT NULL,
    user_id integer NOT NULL,
    channel text NOT NULL,
    token_hash text,
    claimed_at timestamp with time zone,
    sent_at timestamp with time zone,
    failed_at timestamp with time zone,
    opened_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT announcement_deliveries_channel_known CHECK ((channel = ANY (ARRAY['email'::text, 'push'::text])))
);
--> statement-breakpoint
ALTER TABLE public.announcement_deliveries ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.announcement_deliveries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.announcements (
    id integer NOT NULL,
    gym_id integer NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    title text NOT NULL,
    boulder_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    automatic boolean NOT NULL,
    created_by integer,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    not_before timestamp with time zone,
    sent_at timestamp with time zone,
    cancelled_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT announcements_status_known CHECK ((status = ANY (ARRAY['pending'::text, 'sent'::text, 'cancelled'::text])))
);
--> statement-breakpoint
ALTER TABLE public.announcements ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.announcements_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.api_tokens (
    id integer NOT NULL,
    user_id integer NOT NULL,
    token_hash text NOT NULL,
    device_name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_used_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.api_tokens ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.api_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.ascents (
    id bigint NOT NULL,
    user_id integer NOT NULL,
    boulder_id integer NOT NULL,
    gym_id integer NOT NULL,
    logged_at timestamp with time zone NOT NULL,
    tries smallint NOT NULL,
    topped boolean NOT NULL,
    client_id uuid,
    CONSTRAINT ascents_tries_positive CHECK ((tries >= 1))
);
--> statement-breakpoint
ALTER TABLE public.ascents ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.ascents_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.audit_log (
    id bigint NOT NULL,
    user_id integer,
    gym_id integer,
    action text NOT NULL,
    entity text NOT NULL,
    entity_id text NOT NULL,
    before jsonb,
    after jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    kind text,
    boulder_id integer,
    sector_id integer
);
--> statement-breakpoint
ALTER TABLE public.audit_log ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.audit_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.boulder_climber_stats (
    boulder_id integer NOT NULL,
    user_id integer NOT NULL,
    logs integer NOT NULL,
    tries integer NOT NULL,
    topped boolean NOT NULL,
    flashed boolean NOT NULL,
    tries_to_top integer,
    first_logged_at timestamp with time zone NOT NULL,
    first_top_at timestamp with time zone,
    last_logged_at timestamp with time zone NOT NULL,
    last_top_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.boulder_days (
    boulder_id integer NOT NULL,
    day date NOT NULL,
    gym_id integer NOT NULL,
    logs integer DEFAULT 0 NOT NULL,
    tries integer DEFAULT 0 NOT NULL,
    tops integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.boulder_setters (
    boulder_id integer NOT NULL,
    user_id integer NOT NULL,
    "position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.boulder_stats (
    boulder_id integer NOT NULL,
    climbers integer NOT NULL,
    toppers integer NOT NULL,
    flashers integer NOT NULL,
    logs integer NOT NULL,
    tries integer NOT NULL,
    tries_to_top_sum integer NOT NULL,
    last_logged_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.boulders (
    id integer NOT NULL,
    gym_id integer NOT NULL,
    sector_id integer NOT NULL,
    sector_opening_id integer,
    name text NOT NULL,
    picture text,
    hold_color_id integer,
    gym_difficulty_id integer NOT NULL,
    difficulty smallint NOT NULL,
    level smallint DEFAULT 0 NOT NULL,
    tag_steepness_id integer,
    tag_grips_id integer,
    tag_style_id integer,
    route_setter_id integer,
    height_m real DEFAULT 4 NOT NULL,
    created_at timestamp with time zone NOT NULL,
    planned_dismantling date,
    closed_at timestamp with time zone,
    stripped_at timestamp with time zone,
    code text DEFAULT public.gaston_new_boulder_code() NOT NULL,
    version integer DEFAULT 1 NOT NULL,
    media_id text,
    external_id text,
    setter_names text,
    import_id integer,
    plan_x real,
    plan_y real,
    CONSTRAINT boulders_grade_range CHECK (((difficulty >= 0) AND (difficulty <= 39))),
    CONSTRAINT boulders_level_range CHECK (((level >= '-1'::integer) AND (level <= 1))),
    CONSTRAINT boulders_plan_position CHECK ((((plan_x IS NULL) = (plan_y IS NULL)) AND COALESCE((((plan_x >= (0)::double precision) AND (plan_x <= (1)::double precision)) AND ((plan_y >= (0)::double precision) AND (plan_y <= (1)::double precision))), true)))
);
--> statement-breakpoint
ALTER TABLE public.boulders ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.boulders_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.circuit_figure_epochs (
    gym_id integer NOT NULL,
    epoch bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.circuit_figures (
    gym_difficulty_id integer NOT NULL,
    gym_id integer NOT NULL,
    current_day date NOT NULL,
    previous_day date NOT NULL,
    epoch bigint NOT NULL,
    current_tries integer NOT NULL,
    current_climbers integer NOT NULL,
    current_pairs integer NOT NULL,
    current_topped_pairs integer NOT NULL,
    current_flashed_pairs integer NOT NULL,
    current_first_tops integer NOT NULL,
    current_tries_to_first_top_sum integer NOT NULL,
    previous_tries integer NOT NULL,
    previous_climbers integer NOT NULL,
    previous_pairs integer NOT NULL,
    previous_topped_pairs integer NOT NULL,
    previous_flashed_pairs integer NOT NULL,
    previous_first_tops integer NOT NULL,
    previous_tries_to_first_top_sum integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.climber_gym_notifications (
    user_id integer NOT NULL,
    gym_id integer NOT NULL,
    email boolean NOT NULL,
    push boolean NOT NULL,
    circuit_ids integer[],
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.climber_levels (
    gym_id integer NOT NULL,
    user_id integer NOT NULL,
    gym_difficulty_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.climber_levels_state (
    gym_id integer NOT NULL,
    computed_for date NOT NULL,
    computed_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.comments (
    id integer NOT NULL,
    boulder_id integer NOT NULL,
    gym_id integer NOT NULL,
    user_id integer NOT NULL,
    comment text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    hidden_at timestamp with time zone,
    hidden_by_id integer,
    hidden_reason text,
    reviewed_at timestamp with time zone,
    reviewed_by_id integer,
    revision bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE public.comment_revisions
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
ALTER SEQUENCE public.comment_revisions OWNED BY public.comments.revision;
--> statement-breakpoint
ALTER TABLE public.comments ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.comments_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.connections (
    id bigint NOT NULL,
    user_id integer NOT NULL,
    gym_id integer NOT NULL,
    opened_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.connections ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.connections_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.contest_boulders (
    id integer NOT NULL,
    contest_id integer NOT NULL,
    boulder_id integer,
    number integer NOT NULL,
    name text NOT NULL,
    height_m real DEFAULT 4 NOT NULL,
    round text DEFAULT 'qualification'::text NOT NULL,
    color text,
    zone boolean DEFAULT true NOT NULL,
    points integer
);
--> statement-breakpoint
ALTER TABLE public.contest_boulders ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contest_boulders_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.contest_categories (
    id integer NOT NULL,
    contest_id integer NOT NULL,
    "position" smallint NOT NULL,
    name text NOT NULL,
    gender text NOT NULL,
    birth_year_min integer,
    birth_year_max integer,
    capacity integer
);
--> statement-breakpoint
ALTER TABLE public.contest_categories ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contest_categories_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.contest_competitors (
    id integer NOT NULL,
    contest_id integer NOT NULL,
    user_id integer,
    first_name text NOT NULL,
    last_name text NOT NULL,
    category_id integer NOT NULL,
    email text,
    birth_year integer,
    bib integer,
    disqualified boolean DEFAULT false NOT NULL,
    name_consent boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    self_token text,
    self_link_sent_at timestamp with time zone,
    locale text DEFAULT 'fr'::text NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.contest_competitors ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contest_competitors_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.contest_draw_winners (
    contest_id integer NOT NULL,
    competitor_id integer NOT NULL,
    "position" smallint NOT NULL,
    drawn_at timestamp with time zone DEFAULT now() NOT NULL,
    draw_id uuid
);
--> statement-breakpoint
CREATE TABLE public.contest_finalists (
    contest_id integer NOT NULL,
    competitor_id integer NOT NULL,
    qualification_rank integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.contest_judge_sessions (
    token_hash text NOT NULL,
    judge_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.contest_judges (
    id integer NOT NULL,
    contest_id integer NOT NULL,
    name text NOT NULL,
    code text NOT NULL,
    token text NOT NULL,
    boulder_ids integer[] NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.contest_judges ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contest_judges_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.contest_result_entries (
    id integer NOT NULL,
    client_id uuid NOT NULL,
    contest_id integer NOT NULL,
    competitor_id integer NOT NULL,
    contest_boulder_id integer NOT NULL,
    attempts integer NOT NULL,
    zone_attempt integer,
    top_attempt integer,
    source text NOT NULL,
    judge_id integer,
    user_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.contest_result_entries ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contest_result_entries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.contest_results (
    competitor_id integer NOT NULL,
    contest_boulder_id integer NOT NULL,
    contest_id integer NOT NULL,
    logged_at timestamp with time zone DEFAULT now() NOT NULL,
    attempts integer NOT NULL,
    zone_attempt integer,
    top_attempt integer,
    client_id uuid,
    CONSTRAINT contest_results_attempts_positive CHECK ((attempts >= 0)),
    CONSTRAINT contest_results_top_within_attempts CHECK (((top_attempt IS NULL) OR ((top_attempt >= 1) AND (top_attempt <= attempts)))),
    CONSTRAINT contest_results_zone_within_attempts CHECK (((zone_attempt IS NULL) OR ((zone_attempt >= 1) AND (zone_attempt <= attempts))))
);
--> statement-breakpoint
CREATE TABLE public.contests (
    id integer NOT NULL,
    slug text NOT NULL,
    name text NOT NULL,
    kind text,
    gym_id integer,
    starts_at timestamp with time zone NOT NULL,
    ends_at timestamp with time zone,
    refresh_seconds integer DEFAULT 15 NOT NULL,
    draw_count integer DEFAULT 3 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    format text DEFAULT 'points'::text NOT NULL,
    registration_opens_at timestamp with time zone,
    registration_closes_at timestamp with time zone,
    capacity integer,
    hide_results boolean DEFAULT false NOT NULL,
    best_n integer,
    self_scoring boolean DEFAULT false NOT NULL,
    self_scoring_opens_at timestamp with time zone,
    self_scoring_closes_at timestamp with time zone,
    final_count integer,
    ranking_version integer DEFAULT 1 NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.contests ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.contests_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.difficulty_climbers (
    gym_difficulty_id integer NOT NULL,
    user_id integer NOT NULL,
    gym_id integer NOT NULL,
    last_logged_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.email_confirmations (
    id integer NOT NULL,
    user_id integer NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.email_confirmations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.email_confirmations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.grade_proposals (
    user_id integer NOT NULL,
    boulder_id integer NOT NULL,
    grade smallint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    feeling text,
    CONSTRAINT grade_proposals_grade_range CHECK (((grade >= 0) AND (grade <= 39)))
);
--> statement-breakpoint
CREATE TABLE public.grade_targets (
    id integer NOT NULL,
    gym_id integer NOT NULL,
    gym_difficulty_id integer NOT NULL,
    sector_id integer,
    count smallint NOT NULL,
    CONSTRAINT grade_targets_count_range CHECK (((count >= 0) AND (count <= 999)))
);
--> statement-breakpoint
ALTER TABLE public.grade_targets ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.grade_targets_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.gym_change_queue (
    id bigint NOT NULL,
    gym_id integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.gym_change_queue ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.gym_change_queue_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.gym_climber_days (
    gym_id integer NOT NULL,
    day date NOT NULL,
    user_id integer NOT NULL,
    logs integer DEFAULT 0 NOT NULL,
    tries integer DEFAULT 0 NOT NULL,
    tops integer DEFAULT 0 NOT NULL,
    connections integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.gym_data_versions (
    gym_id integer NOT NULL,
    version bigint DEFAULT 0 NOT NULL,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    activity_version bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.gym_difficulties (
    id integer NOT NULL,
    gym_id integer NOT NULL,
    name text NOT NULL,
    svg text NOT NULL,
    corresponding_difficulty smallint NOT NULL,
    color_1 text NOT NULL,
    color_2 text,
    "position" smallint NOT NULL,
    CONSTRAINT gym_difficulties_grade_range CHECK (((corresponding_difficulty >= 0) AND (corresponding_difficulty <= 39)))
);
--> statement-breakpoint
ALTER TABLE public.gym_difficulties ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.gym_difficulties_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.gym_imports (
    id integer NOT NULL,
    gym_id integer NOT NULL,
    user_id integer,
    file_name text NOT NULL,
    created integer NOT NULL,
    duplicates integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    undone_at timestamp with time zone,
    removed integer,
    kept integer
);
--> statement-breakpoint
ALTER TABLE public.gym_imports ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.gym_imports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.gym_invitation_gyms (
    invitation_id integer NOT NULL,
    gym_id integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.gym_invitations (
    id integer NOT NULL,
    email text NOT NULL,
    token_hash text NOT NULL,
    access_types text[] NOT NULL,
    is_admin boolean DEFAULT false NOT NULL,
    invited_by integer,
    sent_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    accepted_at timestamp with time zone,
    accepted_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT gym_invitations_email_lowercase CHECK ((email = lower(btrim(email))))
);
--> statement-breakpoint
ALTER TABLE public.gym_invitations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.gym_invitations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.gym_occupancy (
    gym_id integer NOT NULL,
    enabled boolean DEFAULT true NOT NULL,
    capacity integer,
    token_hash text,
    token_created_at timestamp with time zone,
    count integer,
    counted_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT gym_occupancy_capacity_positive CHECK (((capacity IS NULL) OR (capacity > 0))),
    CONSTRAINT gym_occupancy_count_known CHECK (((count IS NULL) OR (count >= 0)))
);
--> statement-breakpoint
CREATE TABLE public.gym_staff (
    gym_id integer NOT NULL,
    user_id integer NOT NULL,
    access_types text[] DEFAULT '{}'::text[] NOT NULL,
    is_admin boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    first_steps_hidden_at timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE public.gyms (
    id integer NOT NULL,
    name text NOT NULL,
    city text DEFAULT ''::text NOT NULL,
    has_additional_difficulty_grading boolean DEFAULT false NOT NULL,
    is_custom_difficulty_system_color boolean DEFAULT false NOT NULL,
    sectors_picture text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    reset_cycle_days smallint DEFAULT 35 NOT NULL,
    status text DEFAULT 'published'::text NOT NULL,
    poster_downloaded_at timestamp with time zone,
    CONSTRAINT gyms_status_known CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text, 'suspended'::text])))
);
--> statement-breakpoint
ALTER TABLE public.gyms ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.gyms_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.hold_colors (
    id integer NOT NULL,
    name text NOT NULL,
    color_code text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.media (
    id text NOT NULL,
    content_type text NOT NULL,
    body bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    thumbnail_id text
);
--> statement-breakpoint
CREATE TABLE public.partner_gyms (
    id text NOT NULL,
    name text NOT NULL,
    city text DEFAULT ''::text NOT NULL
);
--> statement-breakpoint
CREATE TABLE public.password_reset_tokens (
    id integer NOT NULL,
    user_id integer NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    used_at timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE public.password_reset_tokens ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.password_reset_tokens_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.potential_new_users (
    id integer NOT NULL,
    email text NOT NULL,
    climbing_gym text NOT NULL,
    partner_gym_id text,
    ip inet,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.potential_new_users ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.potential_new_users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.pro_signups (
    id integer NOT NULL,
    email text NOT NULL,
    token_hash text NOT NULL,
    gym_name text NOT NULL,
    city text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    password_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    confirmed_at timestamp with time zone,
    gym_id integer,
    CONSTRAINT pro_signups_email_lowercase CHECK ((email = lower(btrim(email))))
);
--> statement-breakpoint
ALTER TABLE public.pro_signups ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.pro_signups_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.problem_reports (
    id integer NOT NULL,
    boulder_id integer NOT NULL,
    gym_id integer NOT NULL,
    user_id integer,
    kind text NOT NULL,
    text text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    resolved_at timestamp with time zone,
    resolved_by_id integer,
    resolution_note text
);
--> statement-breakpoint
ALTER TABLE public.problem_reports ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.problem_reports_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.push_subscriptions (
    id integer NOT NULL,
    user_id integer NOT NULL,
    endpoint text NOT NULL,
    p256dh text NOT NULL,
    auth text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.push_subscriptions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.push_subscriptions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE UNLOGGED TABLE public.rate_limits (
    key character varying(255) NOT NULL,
    points integer DEFAULT 0 NOT NULL,
    expire bigint
);
--> statement-breakpoint
CREATE TABLE public.ratings (
    user_id integer NOT NULL,
    boulder_id integer NOT NULL,
    stars smallint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT ratings_stars_range CHECK (((stars >= 1) AND (stars <= 5)))
);
--> statement-breakpoint
CREATE TABLE public.sector_openings (
    id integer NOT NULL,
    sector_id integer NOT NULL,
    opened_at date NOT NULL,
    planned_closing date,
    closed_at date
);
--> statement-breakpoint
ALTER TABLE public.sector_openings ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sector_openings_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.sectors (
    id integer NOT NULL,
    gym_id integer NOT NULL,
    name text NOT NULL,
    picture text,
    outline jsonb,
    label_x real DEFAULT 0 NOT NULL,
    label_y real DEFAULT 0 NOT NULL,
    "position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.sectors ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.sectors_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.sessions (
    id_hash text NOT NULL,
    user_id integer NOT NULL,
    csrf_token text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_seen_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone NOT NULL,
    user_agent text,
    ip inet
);
--> statement-breakpoint
CREATE TABLE public.setting_sessions (
    id integer NOT NULL,
    gym_id integer NOT NULL,
    sector_id integer NOT NULL,
    opening_date date,
    planned_dismantling date,
    kept_boulder_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    setter_ids integer[] DEFAULT '{}'::integer[] NOT NULL,
    rows jsonb DEFAULT '[]'::jsonb NOT NULL,
    status text DEFAULT 'draft'::text NOT NULL,
    created_by integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    opening_id integer
);
--> statement-breakpoint
ALTER TABLE public.setting_sessions ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.setting_sessions_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.stats_queue (
    id bigint NOT NULL,
    gym_id integer NOT NULL,
    boulder_id integer,
    user_id integer NOT NULL,
    day date NOT NULL,
    logs integer DEFAULT 0 NOT NULL,
    tries integer DEFAULT 0 NOT NULL,
    tops integer DEFAULT 0 NOT NULL,
    connections integer DEFAULT 0 NOT NULL,
    queued_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE public.stats_queue ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.stats_queue_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.tags (
    id integer NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    gym_id integer NOT NULL,
    catalog_id integer
);
--> statement-breakpoint
ALTER TABLE public.tags ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.tags_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.users (
    id integer NOT NULL,
    uuid uuid DEFAULT gen_random_uuid() NOT NULL,
    email text,
    password_hash text,
    first_name text NOT NULL,
    last_name text NOT NULL,
    gender text,
    profile_picture text,
    home_gym_id integer,
    password_changed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    email_confirmed_at timestamp with time zone,
    ranking_consent boolean DEFAULT false NOT NULL,
    news_consent boolean DEFAULT false NOT NULL,
    deleted_at timestamp with time zone,
    locale text DEFAULT 'fr'::text NOT NULL,
    CONSTRAINT users_email_lowercase CHECK ((email = lower(btrim(email)))),
    CONSTRAINT users_locale_known CHECK ((locale = ANY (ARRAY['fr'::text, 'en'::text])))
);
--> statement-breakpoint
ALTER TABLE public.users ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.users_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);
--> statement-breakpoint
CREATE TABLE public.vapid_keys (
    id integer DEFAULT 1 NOT NULL,
    public_key text NOT NULL,
    private_key text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT vapid_keys_single_row CHECK ((id = 1))
);
--> statement-breakpoint
ALTER TABLE ONLY public.comments ALTER COLUMN revision SET DEFAULT nextval('public.comment_revisions'::regclass);
--> statement-breakpoint
ALTER TABLE ONLY public.announcement_deliveries
    ADD CONSTRAINT announcement_deliveries_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.announcement_deliveries
    ADD CONSTRAINT "announcement_deliveries_tokenHash_unique" UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.announcements
    ADD CONSTRAINT announcements_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.api_tokens
    ADD CONSTRAINT api_tokens_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.api_tokens
    ADD CONSTRAINT "api_tokens_tokenHash_unique" UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.ascents
    ADD CONSTRAINT ascents_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_climber_stats
    ADD CONSTRAINT boulder_climber_stats_boulder_id_user_id_pk PRIMARY KEY (boulder_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_days
    ADD CONSTRAINT boulder_days_boulder_id_day_pk PRIMARY KEY (boulder_id, day);
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_setters
    ADD CONSTRAINT boulder_setters_boulder_id_user_id_pk PRIMARY KEY (boulder_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_stats
    ADD CONSTRAINT boulder_stats_pkey PRIMARY KEY (boulder_id);
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.circuit_figure_epochs
    ADD CONSTRAINT circuit_figure_epochs_pkey PRIMARY KEY (gym_id);
--> statement-breakpoint
ALTER TABLE ONLY public.circuit_figures
    ADD CONSTRAINT circuit_figures_pkey PRIMARY KEY (gym_difficulty_id);
--> statement-breakpoint
ALTER TABLE ONLY public.climber_gym_notifications
    ADD CONSTRAINT climber_gym_notifications_user_id_gym_id_pk PRIMARY KEY (user_id, gym_id);
--> statement-breakpoint
ALTER TABLE ONLY public.climber_levels
    ADD CONSTRAINT climber_levels_gym_id_user_id_pk PRIMARY KEY (gym_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.climber_levels_state
    ADD CONSTRAINT climber_levels_state_pkey PRIMARY KEY (gym_id);
--> statement-breakpoint
ALTER TABLE ONLY public.comments
    ADD CONSTRAINT comments_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.connections
    ADD CONSTRAINT connections_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_boulders
    ADD CONSTRAINT contest_boulders_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_categories
    ADD CONSTRAINT contest_categories_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_competitors
    ADD CONSTRAINT contest_competitors_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_competitors
    ADD CONSTRAINT "contest_competitors_selfToken_unique" UNIQUE (self_token);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_draw_winners
    ADD CONSTRAINT contest_draw_winners_contest_id_position_pk PRIMARY KEY (contest_id, "position");
--> statement-breakpoint
ALTER TABLE ONLY public.contest_finalists
    ADD CONSTRAINT contest_finalists_contest_id_competitor_id_pk PRIMARY KEY (contest_id, competitor_id);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_judge_sessions
    ADD CONSTRAINT contest_judge_sessions_pkey PRIMARY KEY (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_judges
    ADD CONSTRAINT contest_judges_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_judges
    ADD CONSTRAINT contest_judges_token_unique UNIQUE (token);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_result_entries
    ADD CONSTRAINT "contest_result_entries_clientId_unique" UNIQUE (client_id);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_result_entries
    ADD CONSTRAINT contest_result_entries_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.contest_results
    ADD CONSTRAINT contest_results_competitor_id_contest_boulder_id_pk PRIMARY KEY (competitor_id, contest_boulder_id);
--> statement-breakpoint
ALTER TABLE ONLY public.contests
    ADD CONSTRAINT contests_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.contests
    ADD CONSTRAINT contests_slug_unique UNIQUE (slug);
--> statement-breakpoint
ALTER TABLE ONLY public.difficulty_climbers
    ADD CONSTRAINT difficulty_climbers_gym_difficulty_id_user_id_pk PRIMARY KEY (gym_difficulty_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.email_confirmations
    ADD CONSTRAINT email_confirmations_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.email_confirmations
    ADD CONSTRAINT "email_confirmations_tokenHash_unique" UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.grade_proposals
    ADD CONSTRAINT grade_proposals_boulder_id_user_id_pk PRIMARY KEY (boulder_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.grade_targets
    ADD CONSTRAINT grade_targets_circuit_sector_key UNIQUE NULLS NOT DISTINCT (gym_difficulty_id, sector_id);
--> statement-breakpoint
ALTER TABLE ONLY public.grade_targets
    ADD CONSTRAINT grade_targets_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_change_queue
    ADD CONSTRAINT gym_change_queue_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_climber_days
    ADD CONSTRAINT gym_climber_days_gym_id_day_user_id_pk PRIMARY KEY (gym_id, day, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_data_versions
    ADD CONSTRAINT gym_data_versions_pkey PRIMARY KEY (gym_id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_difficulties
    ADD CONSTRAINT gym_difficulties_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_imports
    ADD CONSTRAINT gym_imports_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_invitation_gyms
    ADD CONSTRAINT gym_invitation_gyms_invitation_id_gym_id_pk PRIMARY KEY (invitation_id, gym_id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_invitations
    ADD CONSTRAINT gym_invitations_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_invitations
    ADD CONSTRAINT "gym_invitations_tokenHash_unique" UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_occupancy
    ADD CONSTRAINT gym_occupancy_pkey PRIMARY KEY (gym_id);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_occupancy
    ADD CONSTRAINT "gym_occupancy_tokenHash_unique" UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.gym_staff
    ADD CONSTRAINT gym_staff_gym_id_user_id_pk PRIMARY KEY (gym_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.gyms
    ADD CONSTRAINT gyms_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.hold_colors
    ADD CONSTRAINT hold_colors_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.partner_gyms
    ADD CONSTRAINT partner_gyms_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.password_reset_tokens
    ADD CONSTRAINT "password_reset_tokens_tokenHash_unique" UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.potential_new_users
    ADD CONSTRAINT potential_new_users_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.pro_signups
    ADD CONSTRAINT pro_signups_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.pro_signups
    ADD CONSTRAINT "pro_signups_tokenHash_unique" UNIQUE (token_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.problem_reports
    ADD CONSTRAINT problem_reports_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_endpoint_unique UNIQUE (endpoint);
--> statement-breakpoint
ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.rate_limits
    ADD CONSTRAINT rate_limits_pkey PRIMARY KEY (key);
--> statement-breakpoint
ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_boulder_id_user_id_pk PRIMARY KEY (boulder_id, user_id);
--> statement-breakpoint
ALTER TABLE ONLY public.sector_openings
    ADD CONSTRAINT sector_openings_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.sectors
    ADD CONSTRAINT sectors_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (id_hash);
--> statement-breakpoint
ALTER TABLE ONLY public.setting_sessions
    ADD CONSTRAINT setting_sessions_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.stats_queue
    ADD CONSTRAINT stats_queue_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.tags
    ADD CONSTRAINT tags_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_uuid_unique UNIQUE (uuid);
--> statement-breakpoint
ALTER TABLE ONLY public.vapid_keys
    ADD CONSTRAINT vapid_keys_pkey PRIMARY KEY (id);
--> statement-breakpoint
CREATE UNIQUE INDEX announcement_deliveries_key ON public.announcement_deliveries USING btree (announcement_id, user_id, channel);
--> statement-breakpoint
CREATE INDEX announcement_deliveries_unsent_idx ON public.announcement_deliveries USING btree (id) WHERE ((sent_at IS NULL) AND (failed_at IS NULL));
--> statement-breakpoint
CREATE INDEX announcement_deliveries_user_idx ON public.announcement_deliveries USING btree (user_id, channel, sent_at);
--> statement-breakpoint
CREATE INDEX announcements_gym_idx ON public.announcements USING btree (gym_id, created_at);
--> statement-breakpoint
CREATE UNIQUE INDEX announcements_one_automatic_pending ON public.announcements USING btree (gym_id) WHERE ((status = 'pending'::text) AND automatic);
--> statement-breakpoint
CREATE INDEX announcements_pending_idx ON public.announcements USING btree (changed_at) WHERE (status = 'pending'::text);
--> statement-breakpoint
CREATE INDEX api_tokens_expires_idx ON public.api_tokens USING btree (expires_at);
--> statement-breakpoint
CREATE INDEX api_tokens_user_idx ON public.api_tokens USING btree (user_id);
--> statement-breakpoint
CREATE INDEX ascents_boulder_user_idx ON public.ascents USING btree (boulder_id, user_id, logged_at);
--> statement-breakpoint
CREATE INDEX ascents_gym_logged_idx ON public.ascents USING btree (gym_id, logged_at);
--> statement-breakpoint
CREATE UNIQUE INDEX ascents_user_client_key ON public.ascents USING btree (user_id, client_id);
--> statement-breakpoint
CREATE INDEX ascents_user_logged_idx ON public.ascents USING btree (user_id, logged_at);
--> statement-breakpoint
CREATE INDEX audit_log_boulder_idx ON public.audit_log USING btree (boulder_id, id);
--> statement-breakpoint
CREATE INDEX audit_log_gym_idx ON public.audit_log USING btree (gym_id, created_at);
--> statement-breakpoint
CREATE INDEX audit_log_sector_idx ON public.audit_log USING btree (sector_id, id);
--> statement-breakpoint
CREATE INDEX boulder_climber_stats_user_idx ON public.boulder_climber_stats USING btree (user_id);
--> statement-breakpoint
CREATE INDEX boulder_climber_stats_user_top_idx ON public.boulder_climber_stats USING btree (user_id, first_top_at) WHERE topped;
--> statement-breakpoint
CREATE INDEX boulder_days_gym_day_idx ON public.boulder_days USING btree (gym_id, day);
--> statement-breakpoint
CREATE INDEX boulder_setters_user_idx ON public.boulder_setters USING btree (user_id);
--> statement-breakpoint
CREATE UNIQUE INDEX boulders_code_key ON public.boulders USING btree (code);
--> statement-breakpoint
CREATE INDEX boulders_difficulty_idx ON public.boulders USING btree (gym_difficulty_id);
--> statement-breakpoint
CREATE INDEX boulders_gym_active_idx ON public.boulders USING btree (gym_id, created_at) WHERE (closed_at IS NULL);
--> statement-breakpoint
CREATE INDEX boulders_gym_created_idx ON public.boulders USING btree (gym_id, created_at);
--> statement-breakpoint
CREATE INDEX boulders_gym_external_idx ON public.boulders USING btree (gym_id, external_id) WHERE (external_id IS NOT NULL);
--> statement-breakpoint
CREATE INDEX boulders_import_idx ON public.boulders USING btree (import_id) WHERE (import_id IS NOT NULL);
--> statement-breakpoint
CREATE INDEX boulders_opening_idx ON public.boulders USING btree (sector_opening_id);
--> statement-breakpoint
CREATE INDEX boulders_sector_idx ON public.boulders USING btree (sector_id);
--> statement-breakpoint
CREATE INDEX boulders_setter_idx ON public.boulders USING btree (route_setter_id, created_at);
--> statement-breakpoint
CREATE INDEX circuit_figures_gym_idx ON public.circuit_figures USING btree (gym_id);
--> statement-breakpoint
CREATE INDEX climber_gym_notifications_gym_idx ON public.climber_gym_notifications USING btree (gym_id);
--> statement-breakpoint
CREATE INDEX climber_levels_difficulty_idx ON public.climber_levels USING btree (gym_difficulty_id, user_id);
--> statement-breakpoint
CREATE INDEX comments_boulder_idx ON public.comments USING btree (boulder_id, created_at);
--> statement-breakpoint
CREATE INDEX comments_gym_idx ON public.comments USING btree (gym_id, created_at);
--> statement-breakpoint
CREATE INDEX comments_to_review_idx ON public.comments USING btree (gym_id, created_at) WHERE ((hidden_at IS NULL) AND (reviewed_at IS NULL));
--> statement-breakpoint
CREATE INDEX connections_gym_opened_idx ON public.connections USING btree (gym_id, opened_at);
--> statement-breakpoint
CREATE INDEX connections_user_opened_idx ON public.connections USING btree (user_id, opened_at);
--> statement-breakpoint
CREATE UNIQUE INDEX contest_boulders_round_number_key ON public.contest_boulders USING btree (contest_id, round, number);
--> statement-breakpoint
CREATE INDEX contest_categories_contest_idx ON public.contest_categories USING btree (contest_id, "position");
--> statement-breakpoint
CREATE UNIQUE INDEX contest_competitors_bib_key ON public.contest_competitors USING btree (contest_id, bib);
--> statement-breakpoint
CREATE INDEX contest_competitors_contest_idx ON public.contest_competitors USING btree (contest_id, category_id);
--> statement-breakpoint
CREATE UNIQUE INDEX contest_draw_winners_competitor_key ON public.contest_draw_winners USING btree (contest_id, competitor_id);
--> statement-breakpoint
CREATE INDEX contest_judges_contest_idx ON public.contest_judges USING btree (contest_id);
--> statement-breakpoint
CREATE INDEX contest_result_entries_contest_idx ON public.contest_result_entries USING btree (contest_id, created_at);
--> statement-breakpoint
CREATE INDEX contest_results_contest_idx ON public.contest_results USING btree (contest_id);
--> statement-breakpoint
CREATE INDEX difficulty_climbers_gym_idx ON public.difficulty_climbers USING btree (gym_id);
--> statement-breakpoint
CREATE INDEX email_confirmations_user_idx ON public.email_confirmations USING btree (user_id);
--> statement-breakpoint
CREATE INDEX grade_targets_gym_idx ON public.grade_targets USING btree (gym_id);
--> statement-breakpoint
CREATE INDEX gym_difficulties_gym_idx ON public.gym_difficulties USING btree (gym_id, "position");
--> statement-breakpoint
CREATE INDEX gym_imports_gym_idx ON public.gym_imports USING btree (gym_id, created_at);
--> statement-breakpoint
CREATE INDEX gym_invitation_gyms_gym_idx ON public.gym_invitation_gyms USING btree (gym_id);
--> statement-breakpoint
CREATE INDEX gym_invitations_email_idx ON public.gym_invitations USING btree (email);
--> statement-breakpoint
CREATE INDEX gym_staff_user_idx ON public.gym_staff USING btree (user_id);
--> statement-breakpoint
CREATE INDEX password_reset_tokens_user_idx ON public.password_reset_tokens USING btree (user_id);
--> statement-breakpoint
CREATE UNIQUE INDEX potential_new_users_email_gym_key ON public.potential_new_users USING btree (email, climbing_gym);
--> statement-breakpoint
CREATE UNIQUE INDEX pro_signups_pending_email_key ON public.pro_signups USING btree (email) WHERE (confirmed_at IS NULL);
--> statement-breakpoint
CREATE INDEX problem_reports_open_idx ON public.problem_reports USING btree (gym_id, created_at) WHERE (resolved_at IS NULL);
--> statement-breakpoint
CREATE INDEX problem_reports_user_idx ON public.problem_reports USING btree (user_id, created_at);
--> statement-breakpoint
CREATE INDEX push_subscriptions_user_idx ON public.push_subscriptions USING btree (user_id);
--> statement-breakpoint
CREATE INDEX rate_limits_expire_idx ON public.rate_limits USING btree (expire);
--> statement-breakpoint
CREATE INDEX sector_openings_sector_idx ON public.sector_openings USING btree (sector_id, opened_at);
--> statement-breakpoint
CREATE INDEX sectors_gym_idx ON public.sectors USING btree (gym_id, "position");
--> statement-breakpoint
CREATE INDEX sessions_expires_idx ON public.sessions USING btree (expires_at);
--> statement-breakpoint
CREATE INDEX sessions_user_idx ON public.sessions USING btree (user_id);
--> statement-breakpoint
CREATE INDEX setting_sessions_gym_idx ON public.setting_sessions USING btree (gym_id, status, updated_at);
--> statement-breakpoint
CREATE INDEX tags_catalog_idx ON public.tags USING btree (kind, catalog_id);
--> statement-breakpoint
CREATE UNIQUE INDEX tags_gym_kind_name_key ON public.tags USING btree (gym_id, kind, name);
--> statement-breakpoint
CREATE UNIQUE INDEX users_email_key ON public.users USING btree (email);
--> statement-breakpoint
CREATE INDEX users_name_idx ON public.users USING btree (last_name, first_name);
--> statement-breakpoint
ALTER TABLE ONLY public.announcement_deliveries
    ADD CONSTRAINT announcement_deliveries_announcement_id_announcements_id_fk FOREIGN KEY (announcement_id) REFERENCES public.announcements(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.announcement_deliveries
    ADD CONSTRAINT announcement_deliveries_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.announcements
    ADD CONSTRAINT announcements_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.announcements
    ADD CONSTRAINT announcements_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.api_tokens
    ADD CONSTRAINT api_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ascents
    ADD CONSTRAINT ascents_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ascents
    ADD CONSTRAINT ascents_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ascents
    ADD CONSTRAINT ascents_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_sector_id_sectors_id_fk FOREIGN KEY (sector_id) REFERENCES public.sectors(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.audit_log
    ADD CONSTRAINT audit_log_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_climber_stats
    ADD CONSTRAINT boulder_climber_stats_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_climber_stats
    ADD CONSTRAINT boulder_climber_stats_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_days
    ADD CONSTRAINT boulder_days_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_days
    ADD CONSTRAINT boulder_days_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_setters
    ADD CONSTRAINT boulder_setters_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_setters
    ADD CONSTRAINT boulder_setters_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.boulder_stats
    ADD CONSTRAINT boulder_stats_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_gym_difficulty_id_gym_difficulties_id_fk FOREIGN KEY (gym_difficulty_id) REFERENCES public.gym_difficulties(id);
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_hold_color_id_hold_colors_id_fk FOREIGN KEY (hold_color_id) REFERENCES public.hold_colors(id);
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_import_id_gym_imports_id_fk FOREIGN KEY (import_id) REFERENCES public.gym_imports(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_media_id_media_id_fk FOREIGN KEY (media_id) REFERENCES public.media(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_route_setter_id_users_id_fk FOREIGN KEY (route_setter_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_sector_id_sectors_id_fk FOREIGN KEY (sector_id) REFERENCES public.sectors(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_sector_opening_id_sector_openings_id_fk FOREIGN KEY (sector_opening_id) REFERENCES public.sector_openings(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_tag_grips_id_tags_id_fk FOREIGN KEY (tag_grips_id) REFERENCES public.tags(id);
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_tag_steepness_id_tags_id_fk FOREIGN KEY (tag_steepness_id) REFERENCES public.tags(id);
--> statement-breakpoint
ALTER TABLE ONLY public.boulders
    ADD CONSTRAINT boulders_tag_style_id_tags_id_fk FOREIGN KEY (tag_style_id) REFERENCES public.tags(id);
--> statement-breakpoint
ALTER TABLE ONLY public.circuit_figures
    ADD CONSTRAINT circuit_figures_gym_difficulty_id_gym_difficulties_id_fk FOREIGN KEY (gym_difficulty_id) REFERENCES public.gym_difficulties(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.circuit_figures
    ADD CONSTRAINT circuit_figures_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.climber_gym_notifications
    ADD CONSTRAINT climber_gym_notifications_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.climber_gym_notifications
    ADD CONSTRAINT climber_gym_notifications_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.climber_levels
    ADD CONSTRAINT climber_levels_gym_difficulty_id_gym_difficulties_id_fk FOREIGN KEY (gym_difficulty_id) REFERENCES public.gym_difficulties(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.climber_levels
    ADD CONSTRAINT climber_levels_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.climber_levels_state
    ADD CONSTRAINT climber_levels_state_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.climber_levels
    ADD CONSTRAINT climber_levels_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.comments
    ADD CONSTRAINT comments_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.comments
    ADD CONSTRAINT comments_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.comments
    ADD CONSTRAINT comments_hidden_by_id_users_id_fk FOREIGN KEY (hidden_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.comments
    ADD CONSTRAINT comments_reviewed_by_id_users_id_fk FOREIGN KEY (reviewed_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.comments
    ADD CONSTRAINT comments_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.connections
    ADD CONSTRAINT connections_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.connections
    ADD CONSTRAINT connections_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_boulders
    ADD CONSTRAINT contest_boulders_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_boulders
    ADD CONSTRAINT contest_boulders_contest_id_contests_id_fk FOREIGN KEY (contest_id) REFERENCES public.contests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_categories
    ADD CONSTRAINT contest_categories_contest_id_contests_id_fk FOREIGN KEY (contest_id) REFERENCES public.contests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_competitors
    ADD CONSTRAINT contest_competitors_category_id_contest_categories_id_fk FOREIGN KEY (category_id) REFERENCES public.contest_categories(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_competitors
    ADD CONSTRAINT contest_competitors_contest_id_contests_id_fk FOREIGN KEY (contest_id) REFERENCES public.contests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_competitors
    ADD CONSTRAINT contest_competitors_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_draw_winners
    ADD CONSTRAINT contest_draw_winners_competitor_id_contest_competitors_id_fk FOREIGN KEY (competitor_id) REFERENCES public.contest_competitors(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_draw_winners
    ADD CONSTRAINT contest_draw_winners_contest_id_contests_id_fk FOREIGN KEY (contest_id) REFERENCES public.contests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_finalists
    ADD CONSTRAINT contest_finalists_competitor_id_contest_competitors_id_fk FOREIGN KEY (competitor_id) REFERENCES public.contest_competitors(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_finalists
    ADD CONSTRAINT contest_finalists_contest_id_contests_id_fk FOREIGN KEY (contest_id) REFERENCES public.contests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_judge_sessions
    ADD CONSTRAINT contest_judge_sessions_judge_id_contest_judges_id_fk FOREIGN KEY (judge_id) REFERENCES public.contest_judges(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_judges
    ADD CONSTRAINT contest_judges_contest_id_contests_id_fk FOREIGN KEY (contest_id) REFERENCES public.contests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_result_entries
    ADD CONSTRAINT contest_result_entries_competitor_id_contest_competitors_id_fk FOREIGN KEY (competitor_id) REFERENCES public.contest_competitors(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_result_entries
    ADD CONSTRAINT contest_result_entries_contest_boulder_id_contest_boulders_id_f FOREIGN KEY (contest_boulder_id) REFERENCES public.contest_boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_result_entries
    ADD CONSTRAINT contest_result_entries_contest_id_contests_id_fk FOREIGN KEY (contest_id) REFERENCES public.contests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_result_entries
    ADD CONSTRAINT contest_result_entries_judge_id_contest_judges_id_fk FOREIGN KEY (judge_id) REFERENCES public.contest_judges(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_result_entries
    ADD CONSTRAINT contest_result_entries_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_results
    ADD CONSTRAINT contest_results_competitor_id_contest_competitors_id_fk FOREIGN KEY (competitor_id) REFERENCES public.contest_competitors(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_results
    ADD CONSTRAINT contest_results_contest_boulder_id_contest_boulders_id_fk FOREIGN KEY (contest_boulder_id) REFERENCES public.contest_boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contest_results
    ADD CONSTRAINT contest_results_contest_id_contests_id_fk FOREIGN KEY (contest_id) REFERENCES public.contests(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.contests
    ADD CONSTRAINT contests_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.difficulty_climbers
    ADD CONSTRAINT difficulty_climbers_gym_difficulty_id_gym_difficulties_id_fk FOREIGN KEY (gym_difficulty_id) REFERENCES public.gym_difficulties(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.difficulty_climbers
    ADD CONSTRAINT difficulty_climbers_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.email_confirmations
    ADD CONSTRAINT email_confirmations_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.grade_proposals
    ADD CONSTRAINT grade_proposals_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.grade_proposals
    ADD CONSTRAINT grade_proposals_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.grade_targets
    ADD CONSTRAINT grade_targets_gym_difficulty_id_gym_difficulties_id_fk FOREIGN KEY (gym_difficulty_id) REFERENCES public.gym_difficulties(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.grade_targets
    ADD CONSTRAINT grade_targets_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.grade_targets
    ADD CONSTRAINT grade_targets_sector_id_sectors_id_fk FOREIGN KEY (sector_id) REFERENCES public.sectors(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_climber_days
    ADD CONSTRAINT gym_climber_days_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_climber_days
    ADD CONSTRAINT gym_climber_days_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_data_versions
    ADD CONSTRAINT gym_data_versions_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_difficulties
    ADD CONSTRAINT gym_difficulties_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_imports
    ADD CONSTRAINT gym_imports_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_imports
    ADD CONSTRAINT gym_imports_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_invitation_gyms
    ADD CONSTRAINT gym_invitation_gyms_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_invitation_gyms
    ADD CONSTRAINT gym_invitation_gyms_invitation_id_gym_invitations_id_fk FOREIGN KEY (invitation_id) REFERENCES public.gym_invitations(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_invitations
    ADD CONSTRAINT gym_invitations_accepted_by_users_id_fk FOREIGN KEY (accepted_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_invitations
    ADD CONSTRAINT gym_invitations_invited_by_users_id_fk FOREIGN KEY (invited_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_occupancy
    ADD CONSTRAINT gym_occupancy_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_staff
    ADD CONSTRAINT gym_staff_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.gym_staff
    ADD CONSTRAINT gym_staff_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.media
    ADD CONSTRAINT media_thumbnail_id_media_id_fk FOREIGN KEY (thumbnail_id) REFERENCES public.media(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.password_reset_tokens
    ADD CONSTRAINT password_reset_tokens_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.potential_new_users
    ADD CONSTRAINT potential_new_users_partner_gym_id_partner_gyms_id_fk FOREIGN KEY (partner_gym_id) REFERENCES public.partner_gyms(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.pro_signups
    ADD CONSTRAINT pro_signups_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.problem_reports
    ADD CONSTRAINT problem_reports_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.problem_reports
    ADD CONSTRAINT problem_reports_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.problem_reports
    ADD CONSTRAINT problem_reports_resolved_by_id_users_id_fk FOREIGN KEY (resolved_by_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.problem_reports
    ADD CONSTRAINT problem_reports_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_boulder_id_boulders_id_fk FOREIGN KEY (boulder_id) REFERENCES public.boulders(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.ratings
    ADD CONSTRAINT ratings_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE RESTRICT;
--> statement-breakpoint
ALTER TABLE ONLY public.sector_openings
    ADD CONSTRAINT sector_openings_sector_id_sectors_id_fk FOREIGN KEY (sector_id) REFERENCES public.sectors(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.sectors
    ADD CONSTRAINT sectors_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.setting_sessions
    ADD CONSTRAINT setting_sessions_created_by_users_id_fk FOREIGN KEY (created_by) REFERENCES public.users(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.setting_sessions
    ADD CONSTRAINT setting_sessions_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.setting_sessions
    ADD CONSTRAINT setting_sessions_opening_id_sector_openings_id_fk FOREIGN KEY (opening_id) REFERENCES public.sector_openings(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE ONLY public.setting_sessions
    ADD CONSTRAINT setting_sessions_sector_id_sectors_id_fk FOREIGN KEY (sector_id) REFERENCES public.sectors(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.tags
    ADD CONSTRAINT tags_gym_id_gyms_id_fk FOREIGN KEY (gym_id) REFERENCES public.gyms(id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_home_gym_id_gyms_id_fk FOREIGN KEY (home_gym_id) REFERENCES public.gyms(id) ON DELETE SET NULL;
--> statement-breakpoint
-- The hold colour palette every gym picks from (one global list with fixed ids; 8 and 11 are white).
INSERT INTO "hold_colors" ("id", "name", "color_code") VALUES
  (1, 'Jaune', '#FFD600'),
  (2, 'Vert', '#2E9E44'),
  (3, 'Bleu', '#1E63D6'),
  (4, 'Rouge', '#D62828'),
  (5, 'Noir', '#1A1A1A'),
  (6, 'Violet', '#7B3FB5'),
  (7, 'Orange', '#F28C1B'),
  (8, 'Blanc', '#FFFFFF'),
  (9, 'Rose', '#F06EAA'),
  (10, 'Gris', '#8C8C8C'),
  (11, 'Blanc cassé', '#F4F1E8'),
  (12, 'Marron', '#7A4A21')
ON CONFLICT ("id") DO NOTHING;
