import { Code, RuleCode, type AlarmRule, type Contact, type LoginResult, type PlateGroup } from "@vms/api-client";
import { expect, it } from "vitest";
import { createTestOrg } from "../../test-support/accounts.js";
import { testApi } from "../../test-support/api.js";
import { createFakeGateway } from "../../test-support/fake-gateway.js";
import { signIn, siteSteps } from "../../test-support/sites.js";
import { describeOnEngines, useServer } from "../../test-support/test-server.js";

// Alarm rules and contacts over real HTTP (spec §2 Alarm rules, §3, §5, §8 33037–33084 and 33620, §9).
describeOnEngines("alarm rules and contacts", (engine) => {
  const fake = createFakeGateway();
  const server = useServer(engine, { deviceGateway: fake.gateway }, { loginIpPerMinute: 1_000 });
  const api = testApi(() => server().baseUrl);
  const steps = siteSteps(api, fake);
  let orgs = 0;

  /** An organization with two sites (A with a camera, B with a camera), a library and a site admin granted A only. */
  async function freshOrg() {
    const n = ++orgs;
    const domain = `org${n}.rules.test`;
    const org = await createTestOrg(server().app.vms.database.db, `Rule Co ${n}`, [
      { email: `admin@${domain}`, role: "orgAdmin" },
      { email: `siteadmin@${domain}`, role: "siteAdmin" },
      { email: `operator@${domain}`, role: "siteOperator" },
      { email: `viewer@${domain}`, role: "liveOnlyViewer" },
    ]);
    const sessions = await signIn(api, domain, ["admin", "siteadmin", "operator"]);
    const userId = (name: string) => org.userIds[`${name}@${domain}`]!;
    const siteA = await steps.addSite(sessions.admin, "Site A");
    const siteB = await steps.addSite(sessions.admin, "Site B");
    await steps.grant(sessions.admin, userId("siteadmin"), [{ siteId: siteA, role: "SITE_ADMIN" }]);
    const camA = (await steps.bind(sessions.admin, siteA, { sn: `RULE-A-${n}-${engine}` })).sn;
    const camB = (await steps.bind(sessions.admin, siteB, { sn: `RULE-B-${n}-${engine}` })).sn;
    const library = await steps.ok<PlateGroup>("/vehicle-licence-plate-group/add", { groupName: "Library X" }, sessions.admin);
    return { ...sessions, userId, siteA, siteB, camA, camB, library };
  }
  type Org = Awaited<ReturnType<typeof freshOrg>>;

  /** "Motor vehicle with a plate from library X" on site A's camera, told to the site admin. */
  const plateRule = (org: Org, extra: object = {}) => ({
    ruleName: "Library X cars",
    targetType: "motorVehicle",
    eventTypes: ["PLATE"],
    attributes: { vehicleType: ["car"], gender: [1] },
    plates: { mode: "library", groupIds: [org.library.groupId] },
    siteIds: [org.siteA],
    cameras: [{ sn: org.camA, chlIndex: 1 }],
    recipientIds: [org.userId("siteadmin")],
    repeatInterval: 30,
    ...extra,
  });
  const save = (session: LoginResult, data: object) => api.call<AlarmRule>("/event/rule/add-or-edit", data, session);
  const list = (session: LoginResult, data: object = {}) => steps.ok<{ total: number; list: AlarmRule[] }>("/event/rule/list", data, session);

  it("§2/§3: a rule for motor vehicles from library X is added, listed, edited and deleted; names are unique (33037)", async () => {
    const org = await freshOrg();
    const contact = await steps.ok<Contact>("/event/contact/add-or-edit", { name: "Guard", email: "guard@example.com" }, org.admin);
    const added = await save(org.admin, plateRule(org, { contactIds: [contact.contactId] }));
    expect(added.code, added.text).toBe(200);
    expect(added.data).toMatchObject({
      ruleName: "Library X cars",
      targetType: "motorVehicle",
      eventTypes: ["PLATE"],
      // Person attributes are dropped from a vehicle rule.
      attributes: { vehicleType: ["car"] },
      plates: { mode: "library", plates: [], groupIds: [org.library.groupId] },
      siteIds: [org.siteA],
      cameras: [{ sn: org.camA, chlIndex: 1 }],
      recipientIds: [org.userId("siteadmin")],
      contactIds: [contact.contactId],
      repeatInterval: 30,
      enabled: true,
    });
    expect(added.data.schedule).toHaveLength(7);
    expect((await save(org.admin, plateRule(org))).code).toBe(RuleCode.RULE_NAME_EXISTS);

    const person = await save(org.admin, { ...plateRule(org), ruleName: "Women in red", targetType: "person", attributes: { gender: [2], upperColor: [2], brand: [3] } });
    expect(person.data).toMatchObject({ attributes: { gender: [2], upperColor: [2] }, plates: { mode: "any" } });
    expect((await list(org.admin)).list.map((r) => r.ruleName)).toEqual(["Library X cars", "Women in red"]);
    expect((await list(org.admin, { targetType: "person" })).list.map((r) => r.ruleName)).toEqual(["Women in red"]);
    expect((await list(org.admin, { keyword: "library" })).total).toBe(1);

    const edited = await save(org.admin, { ...plateRule(org), ruleId: added.data.ruleId, ruleName: "Renamed", repeatInterval: 300, enabled: false });
    expect(edited.data).toMatchObject({ ruleId: added.data.ruleId, ruleName: "Renamed", repeatInterval: 300, enabled: false, contactIds: [] });
    expect((await save(org.admin, { ...plateRule(org), ruleId: person.data.ruleId, ruleName: "Renamed" })).code).toBe(RuleCode.RULE_NAME_EXISTS);

    await steps.ok("/event/rule/delete", { ruleIds: [added.data.ruleId] }, org.admin);
    expect((await list(org.admin)).list.map((r) => r.ruleName)).toEqual(["Women in red"]);
    expect((await api.call("/event/rule/delete", { ruleIds: [added.data.ruleId] }, org.admin)).code).toBe(RuleCode.RULE_MISSING);
  });

  it("§5/§8/§9: validation — name, recipients, repeat interval, schedule, references", async () => {
    const org = await freshOrg();
    const bad = async (patch: object) => (await save(org.admin, plateRule(org, patch))).code;
    expect(await bad({ ruleName: "" })).toBe(Code.INVALID_DATA);
    expect(await bad({ ruleName: "a/b" })).toBe(Code.INVALID_DATA);
    expect(await bad({ recipientIds: [] })).toBe(Code.INVALID_DATA);
    expect(await bad({ siteIds: [] })).toBe(Code.INVALID_DATA);
    for (const repeatInterval of [0, 5, 20, 45, 120, 600]) expect(await bad({ repeatInterval })).toBe(Code.INVALID_DATA);
    for (const repeatInterval of [10, 15, 30, 60, 300]) expect(await bad({ ruleName: `Every ${repeatInterval}`, repeatInterval })).toBe(200);
    expect(await bad({ schedule: [[{ start: 600, end: 600 }], [], [], [], [], [], []] })).toBe(Code.INVALID_DATA);
    expect(await bad({ schedule: [[]] })).toBe(Code.INVALID_DATA);
    expect(await bad({ targetType: "face" })).toBe(Code.INVALID_DATA);
    expect(await bad({ attributes: { color: [14] } })).toBe(Code.INVALID_DATA);
    expect(await bad({ plates: { mode: "library", groupIds: [] } })).toBe(Code.INVALID_DATA);
    expect(await bad({ plates: { mode: "list", plates: [] } })).toBe(Code.INVALID_DATA);
    expect(await bad({ plates: { mode: "library", groupIds: ["00000000-0000-4000-8000-000000000000"] } })).toBe(RuleCode.PLATE_GROUP_MISSING);
    expect(await bad({ recipientIds: ["00000000-0000-4000-8000-000000000000"] })).toBe(RuleCode.RECIPIENT_INVALID);
    expect(await bad({ contactIds: ["00000000-0000-4000-8000-000000000000"] })).toBe(RuleCode.CONTACT_MISSING);
    expect(await bad({ contactIds: ["nope"] })).toBe(Code.INVALID_DATA);
    // A camera outside the rule's sites.
    expect(await bad({ cameras: [{ sn: org.camB, chlIndex: 1 }] })).toBe(Code.INVALID_DATA);
    expect(await bad({ ruleId: "00000000-0000-4000-8000-000000000000" })).toBe(RuleCode.RULE_MISSING);
    const recipients = await steps.ok<{ list: Array<{ userId: string }> }>("/event/rule/recipient/list", {}, org.admin);
    expect(recipients.list.map((r) => r.userId).sort()).toEqual([org.userId("admin"), org.userId("operator"), org.userId("siteadmin"), org.userId("viewer")].sort());
  });

  it("issue 28: the recipient list says who can receive; a rule naming one who never can is refused (33042) and writes nothing", async () => {
    const org = await freshOrg();
    await steps.grant(org.admin, org.userId("viewer"), [{ siteId: org.siteA, role: "LIVE_ONLY_VIEWER" }]);
    type Recipient = { userId: string; alarms: boolean; siteIds: string[] | null };
    const { list: people } = await steps.ok<{ list: Recipient[] }>("/event/rule/recipient/list", {}, org.admin);
    const of = (name: string) => people.find((r) => r.userId === org.userId(name));
    expect(of("admin")).toMatchObject({ alarms: true, siteIds: null });
    expect(of("siteadmin")).toMatchObject({ alarms: true, siteIds: [org.siteA] });
    expect(of("operator")).toMatchObject({ alarms: true, siteIds: [] });
    // A live-only viewer's role shows no alarms, whatever their sites.
    expect(of("viewer")).toMatchObject({ alarms: false });
    for (const who of ["viewer", "operator"]) {
      expect((await save(org.admin, plateRule(org, { recipientIds: [org.userId("siteadmin"), org.userId(who)] }))).code).toBe(RuleCode.RECIPIENT_CANNOT_RECEIVE);
    }
    // Site A's admin does not reach site B's rule.
    expect((await save(org.admin, plateRule(org, { siteIds: [org.siteB], cameras: [] }))).code).toBe(RuleCode.RECIPIENT_CANNOT_RECEIVE);
    expect((await list(org.admin)).total).toBe(0);
    // Granted site A, the operator receives it.
    await steps.grant(org.admin, org.userId("operator"), [{ siteId: org.siteA, role: "SITE_VIEWER" }]);
    expect((await save(org.admin, plateRule(org, { recipientIds: [org.userId("operator")] }))).code).toBe(200);
  });

  it("§3/§5/§8: contacts have a unique name (33620), a valid e-mail or mobile; deleting one takes it off its rules", async () => {
    const org = await freshOrg();
    const contact = await steps.ok<Contact>("/event/contact/add-or-edit", { name: "Ann", email: "Ann@Example.com", mobile: "+49 170 1234567" }, org.admin);
    expect(contact).toMatchObject({ name: "Ann", email: "ann@example.com", mobile: "+49 170 1234567" });
    expect((await api.call("/event/contact/add-or-edit", { name: "Ann", mobile: "12345" }, org.admin)).code).toBe(RuleCode.CONTACT_NAME_EXISTS);
    expect((await api.call("/event/contact/add-or-edit", { name: "Bo" }, org.admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/event/contact/add-or-edit", { name: "Bo", email: "bo-at-example" }, org.admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/event/contact/add-or-edit", { name: "Bo", mobile: "call me" }, org.admin)).code).toBe(Code.INVALID_DATA);
    expect((await api.call("/event/contact/add-or-edit", { name: "", email: "x@y.z" }, org.admin)).code).toBe(Code.INVALID_DATA);
    const bo = await steps.ok<Contact>("/event/contact/add-or-edit", { name: "Bo", mobile: "12345" }, org.admin);
    expect((await api.call("/event/contact/add-or-edit", { contactId: bo.contactId, name: "Ann", mobile: "12345" }, org.admin)).code).toBe(RuleCode.CONTACT_NAME_EXISTS);
    expect(await steps.ok("/event/contact/add-or-edit", { contactId: bo.contactId, name: "Bob", mobile: "12345" }, org.admin)).toMatchObject({ name: "Bob" });

    const rule = await save(org.admin, plateRule(org, { contactIds: [contact.contactId, bo.contactId] }));
    await steps.ok("/event/contact/delete", { contactId: contact.contactId }, org.admin);
    expect((await list(org.admin)).list.find((r) => r.ruleId === rule.data.ruleId)?.contactIds).toEqual([bo.contactId]);
    expect((await steps.ok<{ list: Contact[] }>("/event/contact/list", {}, org.admin)).list.map((c) => c.name)).toEqual(["Bob"]);
    expect((await api.call("/event/contact/delete", { contactId: contact.contactId }, org.admin)).code).toBe(RuleCode.CONTACT_MISSING);
  });

  it("§6: a site administrator names only granted sites (20026) and cameras (33001), and sees only rules within them", async () => {
    const org = await freshOrg();
    const own = await save(org.siteadmin, plateRule(org));
    expect(own.code, own.text).toBe(200);
    expect((await save(org.siteadmin, plateRule(org, { ruleName: "B", siteIds: [org.siteB], cameras: [] }))).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await save(org.siteadmin, plateRule(org, { ruleName: "B", siteIds: [org.siteA], cameras: [{ sn: org.camB, chlIndex: 1 }] }))).code).toBe(Code.NO_DEVICE_PERMISSION);
    const adminRule = await save(org.admin, plateRule(org, { ruleName: "Both sites", siteIds: [org.siteA, org.siteB], cameras: [] }));
    expect(adminRule.code).toBe(200);
    expect((await list(org.siteadmin)).list.map((r) => r.ruleName)).toEqual(["Library X cars"]);
    expect((await list(org.admin)).total).toBe(2);
    expect((await save(org.siteadmin, plateRule(org, { ruleId: adminRule.data.ruleId, ruleName: "Mine now" }))).code).toBe(RuleCode.RULE_MISSING);
    expect((await api.call("/event/rule/delete", { ruleIds: [own.data.ruleId, adminRule.data.ruleId] }, org.siteadmin)).code).toBe(RuleCode.RULE_MISSING);
    // Nothing was deleted by the refused call.
    expect((await list(org.admin)).total).toBe(2);
    expect((await api.call("/event/rule/list", {}, org.operator)).code).toBe(Code.NO_PERMISSION);
    expect((await api.call("/event/contact/add-or-edit", { name: "X", mobile: "12345" }, org.operator)).code).toBe(Code.NO_PERMISSION);
  });

  it("§6/IDOR: another organization sees no rule or contact, and cannot use this one's sites, cameras, libraries, users or contacts", async () => {
    const mine = await freshOrg();
    const theirs = await freshOrg();
    const contact = await steps.ok<Contact>("/event/contact/add-or-edit", { name: "Mine", mobile: "12345" }, mine.admin);
    const rule = (await save(mine.admin, plateRule(mine, { contactIds: [contact.contactId] }))).data;

    expect((await list(theirs.admin)).total).toBe(0);
    expect((await steps.ok<{ list: Contact[] }>("/event/contact/list", {}, theirs.admin)).list).toEqual([]);
    const recipients = await steps.ok<{ list: Array<{ userId: string }> }>("/event/rule/recipient/list", {}, theirs.admin);
    expect(recipients.list.map((r) => r.userId)).not.toContain(mine.userId("admin"));
    expect((await save(theirs.admin, plateRule(theirs, { ruleId: rule.ruleId }))).code).toBe(RuleCode.RULE_MISSING);
    expect((await api.call("/event/rule/delete", { ruleIds: [rule.ruleId] }, theirs.admin)).code).toBe(RuleCode.RULE_MISSING);
    expect((await save(theirs.admin, plateRule(theirs, { siteIds: [mine.siteA], cameras: [] }))).code).toBe(Code.NO_SITE_PERMISSION);
    expect((await save(theirs.admin, plateRule(theirs, { cameras: [{ sn: mine.camA, chlIndex: 1 }] }))).code).toBe(Code.NO_DEVICE_PERMISSION);
    expect((await save(theirs.admin, plateRule(theirs, { plates: { mode: "library", groupIds: [mine.library.groupId] } }))).code).toBe(RuleCode.PLATE_GROUP_MISSING);
    expect((await save(theirs.admin, plateRule(theirs, { recipientIds: [mine.userId("admin")] }))).code).toBe(RuleCode.RECIPIENT_INVALID);
    expect((await save(theirs.admin, plateRule(theirs, { contactIds: [contact.contactId] }))).code).toBe(RuleCode.CONTACT_MISSING);
    expect((await api.call("/event/contact/add-or-edit", { contactId: contact.contactId, name: "Hacked", mobile: "12345" }, theirs.admin)).code).toBe(RuleCode.CONTACT_MISSING);
    expect((await api.call("/event/contact/delete", { contactId: contact.contactId }, theirs.admin)).code).toBe(RuleCode.CONTACT_MISSING);
    // Unchanged.
    expect((await list(mine.admin)).list).toEqual([expect.objectContaining({ ruleId: rule.ruleId, ruleName: "Library X cars", contactIds: [contact.contactId] })]);
  });
});
