"""A store batch's print files, one per buyer with a name or number: made by a task queued at the
close (closing.py), so the close's transaction (which holds the store's lock) draws nothing. Each
file is the design with the buyer's name and number lettered under it (core/stores/lettering.py),
kept as the person's front print file (core.teams.TeamMember), where the order's own production
pack finds it too (core/fulfilment/packs.py). A file already made is kept; a run again (its worker
died) makes only the ones still missing. The batch's pack draws any still missing itself
(core/stores/pack.py)."""

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage

from core.stores.lettering import person_print_file
from core.stores.models import StoreBatch
from core.stores.pack import batch_buyers
from core.teams.models import TeamMember


def batch_files_make(*, batch_id: int) -> int:
    """Make the batch's missing print files; answers how many it made."""
    batch = StoreBatch.objects.select_related("design__share", "store").get(pk=batch_id)
    design = bytes(batch.design.share.preview) or None
    made = 0
    for buyer in batch_buyers(batch):
        person = buyer.person
        if person is None or person.front_image:
            continue
        person.order = buyer.order  # its file's name is the order's (core.teams.models.person_path)
        data = person_print_file(design, name=person.name, number=person.number,
                                 garment_hex=buyer.order.colour_hex)  # fmt: skip
        person.front_image.save("front.png", ContentFile(data), save=False)
        kept = TeamMember.objects.filter(pk=person.pk, front_image="").update(
            front_image=person.front_image.name
        )
        if kept:
            made += 1
        else:  # another run kept its own first
            default_storage.delete(person.front_image.name)
    return made
