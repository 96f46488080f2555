"""The five roles as groups with their permissions (core/accounts/roles.py), and every member of the
team who had no role becomes an Owner: before roles, every staff account could do everything."""

from django.contrib.auth.management import create_permissions
from django.db import migrations


def seed(apps, schema_editor):
    from core.accounts.roles import ROLE_PERMS, Role, group_name

    for config in apps.get_app_configs():  # the permissions exist before post_migrate would make them
        config.models_module = True
        create_permissions(config, apps=apps, verbosity=0)
        config.models_module = None
    Group = apps.get_model("auth", "Group")
    Permission = apps.get_model("auth", "Permission")
    User = apps.get_model("accounts", "User")
    found = {p.codename: p for p in Permission.objects.filter(content_type__app_label="accounts")}
    for role, perms in ROLE_PERMS.items():
        group, _ = Group.objects.get_or_create(name=group_name(role))
        # permissions declared after this migration are granted by the later ones (0007...)
        group.permissions.set([found[p.value] for p in perms if p.value in found])
    owners = Group.objects.get(name=group_name(Role.OWNER))
    roles = [group_name(role) for role in Role]
    for user in User.objects.filter(is_staff=True).exclude(groups__name__in=roles):
        user.groups.add(owners)


class Migration(migrations.Migration):
    dependencies = [("accounts", "0005_shop_permissions"), ("auth", "0012_alter_user_first_name_max_length")]
    operations = [migrations.RunPython(seed, migrations.RunPython.noop)]
