-- The product's default branding (co_id ''), answered by /vms/customer-website/get when no
-- organization matches. The files live in apps/server/assets/branding, served under /user/branding/.
INSERT INTO "brandings" ("co_id", "title", "icon", "bg_img", "favicon", "logo_lcrs", "logo_tbsl")
VALUES (
	'',
	'VMS Console',
	'/user/branding/logo.svg',
	'/user/branding/background.svg',
	'/user/branding/favicon.svg',
	'/user/branding/logo-lcrs.svg',
	'/user/branding/logo-tbsl.svg'
)
ON CONFLICT ("co_id") DO NOTHING;
